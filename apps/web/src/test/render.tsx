import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders a component as the app does (a router and a fresh query client) and answers a user
 * that types and clicks like a person. Calls to the server are stubbed by each test (vi.mock).
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/' }: { path?: string } = {},
): RenderResult & { user: UserEvent } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user };
}

import { ApiError } from '@app/domain/client';
import type { CallName } from '@app/domain/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { type MockInstance, vi } from 'vitest';
import { api } from '../lib/api.ts';

/**
 * Renders a component as the app does (a router and a fresh query client) and answers a user
 * that types and clicks like a person.
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

type Answer = (body: unknown) => unknown;

/**
 * Answers the app's calls to the server by name; a call without an answer fails the test. The
 * spy records each call with its body, so a test can check what a form sent.
 */
export function stubCalls(answers: Partial<Record<CallName, Answer>>): MockInstance<typeof api.call> {
  return vi.spyOn(api, 'call').mockImplementation((async (name: CallName, body: unknown) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(body);
  }) as typeof api.call);
}

/** A refusal from the server, as the client throws it (its message is shown verbatim). */
export function refusal(message: string, extra: { field?: string; code?: string; status?: number } = {}): ApiError {
  const { status = 400, ...body } = extra;
  return new ApiError(status, { message, ...body });
}

import { ApiError } from '@app/domain/client';
import type { CallName } from '@app/domain/contract';
import type { ErrorCode } from '@app/domain/shared/error-codes';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type MockInstance, vi } from 'vitest';
import { type Prelogin, preloginQuery } from '../app/shared/current-place.ts';
import { api } from '../lib/api.ts';
import { queryClient } from '../lib/query-client.ts';
import { MemoryRouter } from '../lib/router.tsx';

/** Only the settings a test needs; the rest of the place's answer is left out. */
export type PreloginPart = Record<string, unknown>;

/**
 * Renders a component as the app does (in a router, with the app's query client, holding the
 * place's settings when given, as the root loader leaves them) and answers a user that types and
 * clicks like a person. The setup file empties the query client after each test.
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', prelogin }: { path?: string; prelogin?: PreloginPart } = {},
): RenderResult & { user: UserEvent } {
  if (prelogin) queryClient.setQueryData(preloginQuery.queryKey, prelogin as unknown as Prelogin);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
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
export function refusal(message: string, extra: { field?: string; code?: ErrorCode; status?: number } = {}): ApiError {
  const { status = 400, ...body } = extra;
  return new ApiError(status, { message, ...body });
}

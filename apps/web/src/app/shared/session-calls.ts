import type { CallBody, CallResult } from '@app/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

// The session calls (sign in, create, update, log out): one fetcher and one hook per call. They
// live beside the session because the shell, the root loader and every feature use the session.

export type SessionResponse = CallResult<'createuser'>;

export const checkUser = (body: CallBody<'checkuser'>) => api.call('checkuser', body);
export const useCheckUser = () => useMutation({ mutationFn: checkUser });

/** Password login: always a session (only a Google or Apple token may answer 'register first'). */
export const login = async (body: CallBody<'login'>): Promise<SessionResponse> => {
  const answer = await api.call('login', body);
  if ('register' in answer) throw new Error('login answered a social registration to a password');
  return answer;
};
export const useLogin = () => useMutation({ mutationFn: login });
/** Google or Apple id token: a session, or (HTTP 206) a ticket to register with. */
export const socialLogin = (body: CallBody<'login'>) => api.call('login', body);

export const createUser = (body: CallBody<'createuser'>) => api.call('createuser', body);
export const useCreateUser = () => useMutation({ mutationFn: createUser });

export const logoutCall = () => api.call('logout', {});

export const updateUser = (body: CallBody<'updateuser'>) => api.call('updateuser', body);
export const useUpdateUser = () => useMutation({ mutationFn: updateUser });

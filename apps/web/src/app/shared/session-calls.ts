import type { CallBody, CallResult } from '@app/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

// The session calls (sign in, create, update, log out): one fetcher and one hook per call. They
// live beside the session because the shell, the root loader and every feature use the session.

export type SessionResponse = CallResult<'login'>;

export const checkUser = (body: CallBody<'checkuser'>) => api.call('checkuser', body);
export const useCheckUser = () => useMutation({ mutationFn: checkUser });

export const login = (body: CallBody<'login'>) => api.call('login', body);
export const useLogin = () => useMutation({ mutationFn: login });

export const createUser = (body: CallBody<'createuser'>) => api.call('createuser', body);
export const useCreateUser = () => useMutation({ mutationFn: createUser });

export const logoutCall = () => api.call('logout', {});

export const updateUser = (body: CallBody<'updateuser'>) => api.call('updateuser', body);
export const useUpdateUser = () => useMutation({ mutationFn: updateUser });

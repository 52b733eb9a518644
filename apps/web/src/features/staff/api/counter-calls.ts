import type { CallBody, CallResult } from '@app/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Saved carts (decision 115) and merged accounts (decision 116).

export type LoadedCart = CallResult<'getcachecart'>;

export const saveCart = (body: CallBody<'setcachecart'>) => api.call('setcachecart', body);
export const useSaveCart = () => useMutation({ mutationFn: saveCart });

export const loadCart = (id: string) => api.call('getcachecart', { id });
export const useLoadCart = () => useMutation({ mutationFn: loadCart });

export const shareCart = (id: string) => api.call('createcachetoken', { id });
export const useShareCart = () => useMutation({ mutationFn: shareCart });

export const mergeUsers = (body: CallBody<'mergeusers'>) => api.call('mergeusers', body);
export const useMergeUsers = () => useMutation({ mutationFn: mergeUsers });

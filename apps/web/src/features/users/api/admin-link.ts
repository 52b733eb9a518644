import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Spec 1 §6 'open the admin': a single-use code for the back office. */
export const createAdminLink = () => api.call('admin/link/create', {});
export const useCreateAdminLink = () => useMutation({ mutationFn: createAdminLink });

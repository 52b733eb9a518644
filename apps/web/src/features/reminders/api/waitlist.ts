import type { CallBody } from '@app/domain/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function myWaitlistQuery(token: string | null) {
  return queryOptions({
    queryKey: ['waitlist/list', token],
    queryFn: () => api.call('waitlist/list', {}),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** Joins or leaves a waitlist, then re-reads the patient's entries. */
export function useWaitlistMutation() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: ['waitlist/list'] });
  return {
    join: useMutation({
      mutationFn: (body: CallBody<'waitlist/join'>) => api.call('waitlist/join', body),
      onSettled: settle,
    }),
    leave: useMutation({ mutationFn: (id: string) => api.call('waitlist/leave', { id }), onSettled: settle }),
  };
}

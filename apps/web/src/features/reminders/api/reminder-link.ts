import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** What a reminder link does and its booking (no retry: a spent or expired link stays so). */
export function reminderLinkQuery(token: string) {
  return queryOptions({
    queryKey: ['reminders/link', token],
    queryFn: () => api.call('reminders/link', { token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useReminderLink = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('reminders/use', { token }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['attendancies/list'] });
    },
  });
};

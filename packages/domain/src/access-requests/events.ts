// A decision on an access request, pushed to the person at once (decision 188): the live stream
// (GET /api/app/events) sends it as `event: access` to that person only.

export const ACCESS_EVENT_NAME = 'access';

export type LiveAccessEvent = {
  request_id: string;
  status: 'pending' | 'approved' | 'refused';
};

export function isLiveAccessEvent(value: unknown): value is LiveAccessEvent {
  const v = value as Partial<LiveAccessEvent> | null;
  return !!v && typeof v.request_id === 'string' && typeof v.status === 'string';
}

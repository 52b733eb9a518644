import { useEffect } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import { CheckInByRoom } from '../../features/check-in/index.ts';
import { useNavigate } from '../../lib/router.tsx';

export const namespaces = ['check-in'] as const;

/**
 * Spec 3 §2.2 CheckIn (/checkin, user): the check-in data. A guest already on an account goes to
 * that account's check-in; otherwise they choose their room and it opens for them (decision 105).
 */
export function Component() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const current = user?.openOrderId ?? null;
  useEffect(() => {
    if (current) void navigate(pathFor('CheckInOpenOrder', { id: current }), { replace: true });
  }, [current, navigate]);
  if (current) return null;
  return <CheckInByRoom onDone={(id) => void navigate(pathFor('CheckInOpenOrder', { id }), { replace: true })} />;
}

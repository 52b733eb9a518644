import { isPendingStatus, nextPollCounter, shouldKeepPolling } from '@app/domain/orders/rules';
import { ORDER_POLL_INTERVAL_MS } from '@app/domain/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshUser } from '../../../app/shared/session.ts';
import { isSessionRejected } from '../../../lib/api.ts';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import { orderQuery } from '../api/order-calls.ts';
import { onOrderEvent } from '../lib/order-events.ts';

/**
 * One order kept up to date (spec 1 §4 "Pending order"): while it is pending (2) it is polled
 * every 6 s with a wait counter rising by 2 that stops at 100; an order push refreshes it at once.
 * When the stored pending order leaves status 2 the pending id is cleared and the user refreshed.
 * An access_denied answer (an order of another place) is ignored: no retry, nothing cleared.
 */
export function useWatchedOrder(orderId: string | null, authCode: string | null = null) {
  const token = useBrowserStore((s) => s.token);
  const pendingOrderId = useBrowserStore((s) => s.pendingOrderId);
  const client = useQueryClient();
  const counter = useRef(0);
  const [waited, setWaited] = useState(0);
  const options = orderQuery(orderId ?? '', authCode, token);
  const query = useQuery({
    ...options,
    enabled: !!orderId && (!!token || !!authCode),
    retry: false,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      const pending =
        status !== undefined && isPendingStatus(status) && orderId === browserStore.getState().pendingOrderId;
      return shouldKeepPolling(counter.current, pending) ? ORDER_POLL_INTERVAL_MS : false;
    },
  });

  // Each answer while pending moves the wait counter (the progress shown on tracking).
  useEffect(() => {
    if (!query.data || query.dataUpdatedAt === 0) return;
    if (isPendingStatus(query.data.status)) {
      counter.current = nextPollCounter(counter.current);
      setWaited(counter.current);
    }
  }, [query.data, query.dataUpdatedAt]);

  // Leaving status 2 clears the pending order and refreshes the user.
  useEffect(() => {
    const order = query.data;
    if (!order || order._id !== pendingOrderId || isPendingStatus(order.status)) return;
    browserStore.getState().set('pendingOrderId', null);
    void refreshUser();
  }, [query.data, pendingOrderId]);

  // The push: refresh at once when this order changes.
  useEffect(() => {
    if (!orderId || !token) return;
    return onOrderEvent((event) => {
      if (event.order_id === orderId) void client.invalidateQueries({ queryKey: ['order', orderId] });
    });
  }, [orderId, token, client]);

  const ignored = query.error ? isSessionRejected(query.error) : false;
  return { ...query, waited, ignored };
}

import type { LiveOpenOrderEvent } from '@app/domain/open-orders/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { watchOrderStream } from '../../../lib/order-stream.ts';
import { useBrowserStore } from '../../../lib/storage.ts';

const RECONNECT_MS = 5000;

/**
 * Keeps open accounts live (decision 070): an open-account event (call, bill request, round,
 * close) or an order event (a round accepted, served) refetches the accounts on screen. Staff
 * receive every account of the place; a guest the accounts they are on.
 */
export function useOpenOrderStream(options: { staff: boolean; onOpenOrderEvent?: (e: LiveOpenOrderEvent) => void }) {
  const client = useQueryClient();
  const token = useBrowserStore((s) => s.token);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const listener = useRef(options.onOpenOrderEvent);
  listener.current = options.onOpenOrderEvent;
  const { staff } = options;
  useEffect(() => {
    if (!token || (staff && !managerToken)) return;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: ['openorder'] });
      void client.invalidateQueries({ queryKey: ['openorder-list'] });
    };
    return watchOrderStream({
      staff,
      reconnectMs: RECONNECT_MS,
      onOpen: refresh,
      onEvent: refresh,
      onOpenOrderEvent: (event) => {
        refresh();
        listener.current?.(event);
      },
    });
  }, [client, token, managerToken, staff]);
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type CartValidateBody, validateCart } from '../api/cart-calls.ts';

/** Light debounce: quick taps on a stepper make one call, not five. */
export const VALIDATE_DEBOUNCE_MS = 250;

/**
 * ordercartproductvalidate on every cart change (spec 1 §4), debounced; the screen shows the
 * server's prices. The previous answer stays on screen while the next one is asked for.
 */
export function useCartValidation(body: CartValidateBody | null) {
  const token = useBrowserStore((s) => s.token);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const key = useMemo(() => (body ? JSON.stringify(body) : null), [body]);
  const [debounced, setDebounced] = useState(key);
  useEffect(() => {
    if (key === debounced) return;
    const timer = window.setTimeout(() => setDebounced(key), VALIDATE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [key, debounced]);
  const query = useQuery({
    queryKey: ['ordercartproductvalidate', debounced, token, managerToken],
    queryFn: () => validateCart(JSON.parse(debounced ?? '{}') as CartValidateBody),
    enabled: debounced !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  return { ...query, settled: key === debounced && !query.isFetching };
}

import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { useBrowserStore } from '../../lib/storage.ts';
import { usePlace } from './current-place.ts';
import { useCurrentUser } from './current-user.ts';

/** What every product card of the place needs from the place and the session, worked out once. */
type StoreView = {
  /** Spec 1 §6: prices and add buttons are shown (see useSeesPricesAndAdds). */
  seesPricesAndAdds: boolean;
  /** The place's limit of units per item, if any. */
  maxQuantityPerItem: number | undefined;
};

const StoreViewContext = createContext<StoreView | null>(null);

/**
 * Reads the place, the user and the manager token once for the whole screen (the app shell), so a
 * product card subscribes to none of them: Home mounts 30 and more cards, and five query observers
 * each made their mount and every change of those queries a long task (decision 247).
 */
export function StoreViewProvider({ children }: { children: ReactNode }) {
  const place = usePlace();
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const seesPricesAndAdds = !place?.service_supplier || (!!user?.manager && !!managerToken);
  const maxQuantityPerItem = place?.max_quantity_per_item ?? undefined;
  const value = useMemo(() => ({ seesPricesAndAdds, maxQuantityPerItem }), [seesPricesAndAdds, maxQuantityPerItem]);
  return createElement(StoreViewContext.Provider, { value }, children);
}

export function useStoreView(): StoreView {
  const view = useContext(StoreViewContext);
  if (!view) throw new Error('useStoreView outside StoreViewProvider (the app shell provides it)');
  return view;
}

/**
 * Spec 1 §6: in a service-supplier (clinic) place, people who are not staff see no prices and no
 * add actions in the catalogue; they book a time instead, which puts the service in the cart
 * (decision 127). Staff (a manager token of the place) see and add as in any store.
 */
export function useSeesPricesAndAdds(): boolean {
  return useStoreView().seesPricesAndAdds;
}

import { lazy, Suspense } from 'react';
import { useCombo } from '../lib/combo-store.ts';

const ComboDialog = lazy(() => import('./combo-dialog.tsx').then((m) => ({ default: m.ComboDialog })));

/** Mounts the combo dialog (its own chunk) while a combo is being assembled. */
export function ComboHost() {
  const { product, quantity } = useCombo();
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <ComboDialog key={product._id} product={product} quantity={quantity} />
    </Suspense>
  );
}

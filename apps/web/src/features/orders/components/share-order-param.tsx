import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { orderQuery } from '../api/order-calls.ts';
import { ShareOrderDialog } from './share-order-dialog.tsx';

/** Home's `shareOrder` param (spec 3 §2.2 Home) opens the share dialog for that order. */
export function ShareOrderFromParam() {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('shareOrder');
  const token = useBrowserStore((s) => s.token);
  const { data } = useQuery({ ...orderQuery(orderId ?? '', null, token), enabled: !!orderId && !!token, retry: false });
  if (!orderId || !data) return null;
  return (
    <ShareOrderDialog
      order={data}
      onClose={() => {
        const next = new URLSearchParams(params);
        next.delete('shareOrder');
        setParams(next, { replace: true });
      }}
    />
  );
}

export default ShareOrderFromParam;

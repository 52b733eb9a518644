import { reaisToCents } from '@app/domain/shared/money';
import { useState } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { useWideScreen } from '../../components/ui/use-media.ts';
import { cart, type ValidatedLine, validateCart } from '../../features/cart/index.ts';
import type { Order } from '../../features/orders/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';

// 'Pedir de novo' (decision 066): an earlier order's lines go back into the cart with the same
// combo choices. The server prices each line from today's menu (ordercartproductvalidate): a line
// whose product, combo item or stock is gone is left out and named, the rest are added.

type OrderLine = Order['products'][number];
type CartLineBody = Parameters<typeof validateCart>[0]['products'][number];

export type ReorderResult = { added: string[]; skipped: string[] };

function cartLineOf(line: OrderLine): CartLineBody | null {
  if (!line.product_id || line.quantity < 1) return null;
  const combo = line.combo_sessions
    .map((s) => ({ session_id: s.session_id, items: s.items.map((i) => ({ item_id: i.item_id, qtd: i.qtd })) }))
    .filter((s) => s.items.length > 0);
  return { product_id: line.product_id, quantity: line.quantity, ...(combo.length > 0 ? { combo } : {}) };
}

/** The server's price of one line, or null when today's menu cannot sell it. */
async function priced(line: CartLineBody): Promise<ValidatedLine | null> {
  try {
    return (await validateCart({ products: [line] })).products[0] ?? null;
  } catch {
    return null;
  }
}

/** Puts what can still be sold of `order` into the cart; says which lines were left out. */
export async function reorderIntoCart(order: Order): Promise<ReorderResult> {
  const wanted = order.products.map((line) => ({ line, body: cartLineOf(line) }));
  const sellable = wanted.filter((w): w is { line: OrderLine; body: CartLineBody } => w.body !== null);
  // One call when the whole order still sells (the usual case); line by line otherwise.
  let answers: (ValidatedLine | null)[];
  try {
    const all = await validateCart({ products: sellable.map((w) => w.body) });
    answers =
      all.products.length === sellable.length ? all.products : await Promise.all(sellable.map((w) => priced(w.body)));
  } catch {
    answers = await Promise.all(sellable.map((w) => priced(w.body)));
  }
  const added: string[] = [];
  const skipped = wanted.filter((w) => w.body === null).map((w) => w.line.productname);
  sellable.forEach(({ line, body }, i) => {
    const v = answers[i];
    const refused =
      !v ||
      cart.add(
        {
          _id: v.product_id,
          code: v.code,
          productname: v.productname,
          photo: v.photo,
          price_cents: reaisToCents(v.unit_price),
          service_type_id: v.service_type_id,
          // The cart page validates again at once and shows the server's limits.
          stock: null,
          safety_margin: 0,
          sale_without_stock: true,
          max_quantity: null,
        },
        v.quantity,
        body.combo ? { choices: body.combo, summary: v.combo_summary, extra_cents: 0 } : undefined,
      );
    if (refused) skipped.push(line.productname);
    else added.push(line.productname);
  });
  return { added, skipped };
}

/**
 * The 'Pedir de novo' button's action: fills the cart, tells what was left out (a snackbar that
 * stays until closed, so the list can be read) and opens the cart. Nothing sellable: stay here.
 */
export function useReorder() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const wide = useWideScreen();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(order: Order) {
    setBusy(order._id);
    try {
      const { added, skipped } = await reorderIntoCart(order);
      const names = skipped.join(', ');
      if (added.length === 0) {
        notify(t('reorderNone', { names }), { kind: 'error', persistent: true });
        return;
      }
      if (skipped.length > 0) notify(t('reorderSkipped', { count: skipped.length, names }), { persistent: true });
      else notify(t('reorderDone', { number: order.number }), { kind: 'success' });
      navigate(pathFor(wide ? 'Cart' : 'CartMobile'));
    } catch {
      notify(t('reorderError'), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
}

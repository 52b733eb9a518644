import { useEffect, useMemo, useRef } from 'react';
import { cart as cartActions, type StoredCart } from '../../cart/index.ts';
import { SplitInfoDialog, SplitRuleEditor, SplitRulesCard, useSplitRuleSets } from '../../split-rules/index.ts';

type Priced = {
  split_rules: Parameters<typeof SplitInfoDialog>[0]['split'] | null;
  split_error: string | null;
};

/** The service suppliers of the cart's lines (the clinic itself is none). */
export function cartSupplierIds(cart: StoredCart): string[] {
  return [...new Set(cart.products.flatMap((l) => (l.service_supplier_id ? [l.service_supplier_id] : [])))].sort();
}

/** The split rule sets a staff cart at a service-supplier place chooses from (spec 1 §4). */
export function useCartSplitSets(
  cart: StoredCart,
  staff: boolean,
  serviceSupplier: boolean,
  managerToken: string | null,
) {
  const ids = useMemo(() => cartSupplierIds(cart), [cart]);
  const query = useSplitRuleSets(ids, managerToken, staff && serviceSupplier);
  return query.data ?? null;
}

/**
 * The cart's split rules (spec 2 §4): staff choose and edit the set; the server's split shows to
 * everyone it applies to; the info popup only at service-supplier places; a split_error answer
 * opens the editor again.
 */
export function CartSplit({
  cart,
  sets,
  priced,
  staff,
  serviceSupplier,
  clinicName,
  locale,
  dialog,
  setDialog,
}: {
  cart: StoredCart;
  sets: ReturnType<typeof useCartSplitSets>;
  priced: Priced | null;
  staff: boolean;
  serviceSupplier: boolean;
  clinicName: string;
  locale: 'pt-BR' | 'en';
  dialog: 'split' | 'splitInfo' | null;
  setDialog: (dialog: 'split' | 'splitInfo' | null) => void;
}) {
  const options = cart.options;
  const split = priced?.split_rules ?? null;
  const error = priced?.split_error ?? null;
  const reopened = useRef<string | null>(null);
  // A split error returned with the cart reopens the split editor (once per error text).
  useEffect(() => {
    if (!error || !staff || reopened.current === error) return;
    reopened.current = error;
    setDialog('split');
  }, [error, staff, setDialog]);
  if (!error) reopened.current = null;

  const offered = staff && serviceSupplier && (sets?.split_rule_sets.length ?? 0) > 0;
  if (!serviceSupplier || (!offered && !split && !error)) return null;
  const chosenName = sets?.split_rule_sets.find((s) => s._id === options.split_rule_set_id)?.name ?? null;

  return (
    <>
      <SplitRulesCard
        split={split}
        error={error}
        chosenName={chosenName}
        canEdit={offered}
        locale={locale}
        onEdit={() => setDialog('split')}
        onInfo={split ? () => setDialog('splitInfo') : null}
      />
      {dialog === 'split' && sets && (
        <SplitRuleEditor
          open
          sets={sets.split_rule_sets}
          suppliers={sets.suppliers}
          clinicName={clinicName}
          chosen={
            options.split_rule_set_id
              ? { setId: options.split_rule_set_id, edits: options.split_rule_edits ?? [] }
              : null
          }
          serverError={error}
          onApply={(choice) => {
            cartActions.setOptions({ split_rule_set_id: choice.setId, split_rule_edits: choice.edits });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'splitInfo' && split && (
        <SplitInfoDialog open split={split} locale={locale} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

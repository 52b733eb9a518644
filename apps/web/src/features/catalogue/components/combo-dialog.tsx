import {
  applyComboChange,
  autocompleteSelection,
  type ComboChoiceRule,
  type ComboRefusal,
  type ComboSelection,
  comboExtraCents,
  isSessionFull,
  sessionMinimum,
  sessionProblem,
  sortSessions,
} from '@app/domain/catalogue/combo-rules';
import type { ComboSession } from '@app/domain/catalogue/schemas';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useMemo, useRef, useState } from 'react';
import { usePlace } from '../../../app/shared/current-place.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { cart } from '../../cart/index.ts';
import type { Product } from '../api/catalogue-calls.ts';
import { closeCombo } from '../lib/combo-store.ts';
import { productDescriptionShort, toAddable } from '../lib/product-display.ts';
import styles from './combo-dialog.module.css';
import { QuantityStepper } from './quantity-stepper.tsx';

// Spec 1 §4 "Combo dialog", §5 "Combo": sessions in display order, filled in sequence (the dialog
// scrolls to the next once one is full), UNIQUE as radios, MANY as check boxes, MANY_QTD as
// steppers; caps refuse the change with a short notice; confirm checks every minimum.

type Notice = { sessionId: string; text: string };

function selectionOf(choices: readonly ComboChoiceRule[], sessionId: string): ComboSelection {
  return choices.find((c) => c.session_id === sessionId)?.items ?? [];
}

export function ComboDialog({ product, quantity }: { product: Product; quantity: number }) {
  const { t, i18n } = useTranslation(['catalogue', 'validation']);
  const perItem = usePlace()?.max_quantity_per_item;
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const sessions = useMemo(() => sortSessions(product.combosession_list), [product]);
  const [choices, setChoices] = useState<ComboChoiceRule[]>(() => autocompleteSelection(sessions));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const sectionRefs = useRef(new Map<string, HTMLElement>());

  const money = (cents: number) => formatMoney(cents, locale);
  const baseCents = reaisToCents(product.price);
  const unitCents = baseCents + comboExtraCents(sessions, choices);

  const refusalText = (session: ComboSession, refused: ComboRefusal): string => {
    if (refused === 'max_itens_additions') return t('validation:comboItemMax', { n: session.max_itens_additions });
    if (refused === 'max_total_products') return t('validation:comboMax', { n: session.max_total_products });
    if (refused === 'max_itens') return t('validation:comboMax', { n: session.max_itens });
    return t('validation:comboInvalid');
  };

  const problemText = (session: ComboSession, selection: ComboSelection): string | null => {
    const problem = sessionProblem(session, selection);
    return problem ? t(`validation:${problem.key}`, problem.params ?? {}) : null;
  };

  const scrollToNext = (index: number) => {
    const next = sessions[index + 1];
    const element = next ? sectionRefs.current.get(next._id) : null;
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const change = (index: number, itemId: string, qtd: number) => {
    const session = sessions[index];
    if (!session) return;
    const before = selectionOf(choices, session._id);
    const result = applyComboChange(session, before, itemId, qtd);
    if (result.refused) {
      setNotice({ sessionId: session._id, text: refusalText(session, result.refused) });
      return;
    }
    setNotice(null);
    setChoices((all) => all.map((c) => (c.session_id === session._id ? { ...c, items: result.selection } : c)));
    if (problems[session._id]) {
      const text = problemText(session, result.selection);
      setProblems(({ [session._id]: _, ...rest }) => (text ? { ...rest, [session._id]: text } : rest));
    }
    // Filled in sequence: once nothing more fits here, move on to the next session.
    const grew = result.selection.reduce((n, p) => n + p.qtd, 0) > before.reduce((n, p) => n + p.qtd, 0);
    if (grew && isSessionFull(session, result.selection)) scrollToNext(index);
  };

  const confirm = () => {
    const found: Record<string, string> = {};
    for (const session of sessions) {
      const text = problemText(session, selectionOf(choices, session._id));
      if (text) found[session._id] = text;
    }
    setProblems(found);
    const first = sessions.find((s) => found[s._id]);
    if (first) {
      sectionRefs.current.get(first._id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      return;
    }
    const summary = sessions.flatMap((session) =>
      selectionOf(choices, session._id).flatMap((pick) => {
        const item = session.product_list_data.find((i) => i._id === pick.item_id);
        return item && pick.qtd > 0 ? [`${pick.qtd}x ${item.productname}`] : [];
      }),
    );
    const refused = cart.add(toAddable(product, perItem), quantity, {
      choices: choices
        .filter((c) => c.items.length > 0)
        .map((c) => ({ session_id: c.session_id, items: [...c.items] })),
      summary,
      extra_cents: unitCents - baseCents,
    });
    if (refused) {
      notify(t(`validation:${refused}`), { kind: 'error' });
      return;
    }
    notify(t('added', { name: product.productname }), { kind: 'success' });
    closeCombo();
  };

  const ruleText = (session: ComboSession): string => {
    if (session.selection_type === 'UNIQUE_SELECT') return t('combo.sessionRule.unique');
    const min = sessionMinimum(session);
    const max =
      session.selection_type === 'MANY_QTD_SELECT'
        ? session.max_total_products || session.max_itens
        : session.max_itens;
    if (min > 0 && max > 0)
      return min === max ? t('validation:comboMin', { n: min }) : t('combo.sessionRule.between', { min, max });
    if (min > 0) return t('combo.sessionRule.atLeast', { min });
    if (max > 0) return t('combo.sessionRule.upTo', { max });
    return t('combo.sessionRule.free');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeCombo()}
      title={t('combo.title', { name: product.productname })}
      // The short form of the lists (96 characters): the whole text is on the product page.
      description={productDescriptionShort(product.description) || undefined}
      closeLabel={t('combo.close')}
    >
      <div className={styles.sessions}>
        {sessions.length === 0 && <p className={styles.muted}>{t('combo.empty')}</p>}
        {sessions.map((session, index) => {
          const selection = selectionOf(choices, session._id);
          const complete = sessionProblem(session, selection) === null;
          const required = sessionMinimum(session) > 0;
          const headingId = `combo-${session._id}`;
          const problem = problems[session._id];
          return (
            <section
              key={session._id}
              ref={(element) => {
                if (element) sectionRefs.current.set(session._id, element);
                else sectionRefs.current.delete(session._id);
              }}
              className={[styles.session, problem ? styles.invalid : null].filter(Boolean).join(' ')}
              aria-labelledby={headingId}
            >
              <header className={styles.sessionHeader}>
                <div>
                  <h3 id={headingId} className={styles.sessionTitle}>
                    {session.title}
                  </h3>
                  <p className={styles.rule}>{ruleText(session)}</p>
                </div>
                {required && (
                  <span className={complete ? styles.done : styles.required}>
                    {complete ? t('combo.done') : t('combo.required')}
                  </span>
                )}
              </header>
              <SessionItems
                session={session}
                selection={selection}
                money={money}
                onChange={(itemId, qtd) => change(index, itemId, qtd)}
              />
              {notice?.sessionId === session._id && (
                <p className={styles.notice} role="status">
                  {notice.text}
                </p>
              )}
              {problem && (
                <p className={styles.error} role="alert">
                  {problem}
                </p>
              )}
            </section>
          );
        })}
      </div>
      <div className={styles.footer}>
        <span className={styles.total}>{t('combo.total', { price: money(unitCents * quantity) })}</span>
        <Button onClick={confirm} disabled={sessions.length === 0}>
          {t('combo.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

function SessionItems({
  session,
  selection,
  money,
  onChange,
}: {
  session: ComboSession;
  selection: ComboSelection;
  money: (cents: number) => string;
  onChange: (itemId: string, qtd: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const qtdOf = (id: string) => selection.find((p) => p.item_id === id)?.qtd ?? 0;
  const extra = (price: number) =>
    price > 0 ? <span className={styles.extra}>{t('combo.extra', { price: money(reaisToCents(price)) })}</span> : null;

  if (session.selection_type === 'MANY_QTD_SELECT') {
    return (
      <ul className={styles.items}>
        {session.product_list_data.map((item) => {
          const qtd = qtdOf(item._id);
          return (
            <li key={item._id} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>{item.productname}</span>
                {item.description && <span className={styles.itemDescription}>{item.description}</span>}
                {extra(item.price)}
              </span>
              <QuantityStepper
                size="small"
                quantity={qtd}
                labels={{
                  decrease: t('combo.decreaseItem', { name: item.productname }),
                  increase: t('combo.increaseItem', { name: item.productname }),
                  quantity: t('quantityOf', { name: item.productname }),
                }}
                increaseBlocked={null}
                onDecrease={() => onChange(item._id, qtd - 1)}
                onIncrease={() => onChange(item._id, qtd + 1)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  const unique = session.selection_type === 'UNIQUE_SELECT';
  return (
    <fieldset className={styles.items}>
      <legend className="visually-hidden">{session.title}</legend>
      {session.product_list_data.map((item) => {
        const checked = qtdOf(item._id) > 0;
        return (
          <label
            key={item._id}
            className={[styles.item, styles.choice, checked ? styles.checked : null].filter(Boolean).join(' ')}
          >
            <input
              type={unique ? 'radio' : 'checkbox'}
              name={`session-${session._id}`}
              checked={checked}
              onChange={(event) => onChange(item._id, event.target.checked ? 1 : 0)}
            />
            <span className={styles.itemText}>
              <span className={styles.itemName}>{item.productname}</span>
              {item.description && <span className={styles.itemDescription}>{item.description}</span>}
            </span>
            {extra(item.price)}
          </label>
        );
      })}
    </fieldset>
  );
}

import { formatMoney, parseMoneyInput, reaisToCents } from '@app/domain/shared/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TabButton } from '../../../components/ui/tab-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  type BillPart,
  billQuery,
  choosePartPayment,
  makePart,
  type PixTransaction,
  payPartWithCard,
  payPartWithPix,
  printBill,
  savedCardsQuery,
} from '../api/bill-calls.ts';
import type { OpenOrder } from '../api/open-order-calls.ts';
import styles from './bill-payment.module.css';

type Mode = 'equal' | 'items' | 'amount';
type Method = 'pix' | 'card' | 'counter';

/** A part is being paid: its charge is in flight, or the guest chose to pay at the counter. */
const inPayment = (p: BillPart) => p.status === 2 && (p.payment_status === 'pending' || p.payment_type === 0);

/**
 * Spec 1 §2 OpenOrder "close bill, pay bill, split bill" (decision 110): the guest takes a part of
 * the bill (an equal share, what they ordered with the fee, or a typed amount) and pays it by Pix, a
 * saved card or at the counter; the account closes (status 7) when the parts cover it. Also prints
 * the bill (printbill).
 */
export function BillPayment({ order }: { order: OpenOrder }) {
  const { t, i18n } = useTranslation('open-orders');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const money = (reais: number) => formatMoney(reaisToCents(reais), locale);
  const token = useBrowserStore((s) => s.token);
  const me = useCurrentUser()?._id ?? null;
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('equal');
  const [parts, setParts] = useState(String(Math.max(2, order.members.length)));
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<{ parts?: string; total?: string }>({});
  const [method, setMethod] = useState<Method>('pix');
  const [cardId, setCardId] = useState('');
  const [pix, setPix] = useState<PixTransaction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const current = useQuery(billQuery(order._id, token, true)).data;
  const mine = current?.parts.find((p) => p.user_id === me && p.status === 2) ?? null;
  const cards = useQuery({ ...savedCardsQuery(token), enabled: !!token && open && method === 'card' }).data ?? [];
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['openorder-bill', order._id] });
    void client.invalidateQueries({ queryKey: ['openorder', order._id] });
  };

  const create = useMutation({
    mutationFn: () => {
      if (mode === 'equal') return makePart({ order_id: order._id, mode, parts: Number(parts) });
      if (mode === 'amount')
        return makePart({ order_id: order._id, mode, total: (parseMoneyInput(amount) ?? 0) / 100 });
      return makePart({ order_id: order._id, mode });
    },
    onSuccess: (answer) => {
      client.setQueryData(['openorder-bill', order._id, token], answer);
      setPix(null);
      setNotice(null);
    },
    onError: (error) => {
      const text = errorMessage(error, t('genericError'));
      if (mode === 'amount') setFieldError({ total: text });
      else if (mode === 'equal' && /part/i.test(text)) setFieldError({ parts: text });
      else setNotice(text);
    },
  });
  const takePart = () => {
    if (mode === 'equal') {
      const n = Number(parts);
      if (!Number.isInteger(n) || n < 2 || n > 50) {
        setFieldError({ parts: t('partsRange') });
        return;
      }
    }
    if (mode === 'amount' && !(parseMoneyInput(amount) ?? 0)) {
      setFieldError({ total: t('amountInvalid') });
      return;
    }
    setFieldError({});
    create.mutate();
  };

  const pay = useMutation({
    mutationFn: async (part: BillPart) => {
      if (method === 'pix') {
        await choosePartPayment(part.order_id, 3);
        setPix(await payPartWithPix(part.order_id));
        return t('pixWaiting');
      }
      if (method === 'card') {
        if (!cardId) throw new Error(t('chooseCard'));
        await choosePartPayment(part.order_id, 2);
        await payPartWithCard(part.order_id, cardId);
        return t('partPaid');
      }
      await choosePartPayment(part.order_id, 0);
      return t('payAtCounterDone', { amount: money(part.amount) });
    },
    onSuccess: (text) => {
      // Pix and the counter keep saying so under the part while it is being paid.
      setNotice(method === 'card' ? text : null);
      refresh();
    },
    onError: (error) => setNotice(errorMessage(error, t('genericError'))),
  });
  const print = useMutation({
    mutationFn: () => printBill(order._id),
    onSuccess: () => setNotice(t('billPrinted')),
    onError: (error) => setNotice(errorMessage(error, t('genericError'))),
  });

  const bill = current?.bill;
  const closed = (bill?.status ?? order.status) === 7;
  return (
    <section className={styles.card} aria-labelledby="open-order-pay">
      <div className={styles.header}>
        <h2 id="open-order-pay" className={styles.subtitle}>
          {t('payBill')}
        </h2>
        <Button variant="text" loading={print.isPending} onClick={() => print.mutate()}>
          {t('printBill')}
        </Button>
      </div>
      {closed && <p className={styles.done}>{t('accountPaid')}</p>}
      {bill && !closed && (
        <ul className={styles.rows}>
          {bill.held > 0 && (
            <li className={styles.row}>
              <span>{t('held')}</span>
              <span>{money(bill.held)}</span>
            </li>
          )}
          <li className={styles.row}>
            <span>{t('available')}</span>
            <strong>{money(bill.available)}</strong>
          </li>
        </ul>
      )}
      {current && current.parts.length > 0 && (
        <ul className={styles.rows} aria-label={t('parts')}>
          {current.parts
            .filter((p) => p.status === 2 || p.status === 7)
            .map((p) => (
              <li key={p.order_id} className={styles.row}>
                <span>
                  {p.username ?? t('guest')} · {money(p.amount)}
                </span>
                <span className={p.paid ? styles.paid : styles.waiting}>
                  {p.paid ? t('partPaidBadge') : inPayment(p) ? t('partPaying') : t('partOpen')}
                </span>
              </li>
            ))}
        </ul>
      )}
      {!closed && !open && !mine && <Button onClick={() => setOpen(true)}>{t('closeBill')}</Button>}
      {!closed && open && !mine && (
        <div className={styles.panel}>
          <div role="tablist" aria-label={t('splitHow')} className={styles.tabs}>
            {(['equal', 'items', 'amount'] as const).map((m) => (
              <TabButton
                key={m}
                selected={mode === m}
                onSelect={() => setMode(m)}
                className={mode === m ? styles.tabOn : styles.tab}
              >
                {t(`split_${m}`)}
              </TabButton>
            ))}
          </div>
          {mode === 'equal' && (
            <TextField
              label={t('splitParts')}
              inputMode="numeric"
              value={parts}
              onChange={(e) => setParts(e.target.value)}
              error={fieldError.parts}
            />
          )}
          {mode === 'items' && <p className={styles.muted}>{t('splitItemsHint')}</p>}
          {mode === 'amount' && (
            <TextField
              label={t('partAmount')}
              inputMode="decimal"
              placeholder="0,00"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={fieldError.total}
            />
          )}
          <Button loading={create.isPending} onClick={takePart}>
            {t('takePart')}
          </Button>
        </div>
      )}
      {!closed && mine && (
        <div className={styles.panel}>
          <p className={styles.mine}>{t('yourPart', { amount: money(mine.amount) })}</p>
          {inPayment(mine) ? (
            mine.payment_type === 0 ? (
              <p className={styles.muted}>{t('payAtCounterDone', { amount: money(mine.amount) })}</p>
            ) : (
              <p className={styles.muted}>{t('pixWaiting')}</p>
            )
          ) : (
            <>
              <div role="tablist" aria-label={t('payHow')} className={styles.tabs}>
                {(['pix', 'card', 'counter'] as const).map((m) => (
                  <TabButton
                    key={m}
                    selected={method === m}
                    onSelect={() => setMethod(m)}
                    className={method === m ? styles.tabOn : styles.tab}
                  >
                    {t(`pay_${m}`)}
                  </TabButton>
                ))}
              </div>
              {method === 'card' &&
                (cards.length === 0 ? (
                  <p className={styles.muted}>{t('noSavedCards')}</p>
                ) : (
                  <SelectField label={t('savedCard')} value={cardId} onChange={(e) => setCardId(e.target.value)}>
                    <option value="">{t('chooseCard')}</option>
                    {cards.map((c) => (
                      <option key={c._id} value={c._id}>
                        {`${c.card_brand} •••• ${c.last4_digits}`}
                      </option>
                    ))}
                  </SelectField>
                ))}
              {method === 'counter' && <p className={styles.muted}>{t('payAtCounterHint')}</p>}
              <Button loading={pay.isPending} onClick={() => pay.mutate(mine)}>
                {t('payPart', { amount: money(mine.amount) })}
              </Button>
            </>
          )}
          {pix?.qrcode && mine.payment_type === 3 && (
            <div className={styles.pix}>
              {pix.imagemQrcode && <img src={pix.imagemQrcode} alt={t('pixQr')} width={200} height={200} />}
              <TextField label={t('pixCode')} readOnly value={pix.qrcode} onFocus={(e) => e.target.select()} />
              <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(pix.qrcode ?? '')}>
                {t('pixCopy')}
              </Button>
            </div>
          )}
        </div>
      )}
      {notice && (
        <p role="status" className={styles.muted}>
          {notice}
        </p>
      )}
    </section>
  );
}

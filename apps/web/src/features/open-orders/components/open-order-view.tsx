import { formatDateTime } from '@app/domain/orders/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { callWaiter, type OpenOrder, requestBill } from '../api/open-order-calls.ts';
import styles from './open-orders.module.css';
import { roundStatusKey } from './round-status.ts';

type Props = {
  order: OpenOrder;
  /** The invite link of this account (absolute URL), shared with friends at the table. */
  inviteLink: string;
  /** Where the menu is, to order the next round. */
  menuLink: React.ReactNode;
  /** Shown under the bill: paying it (bill-payment.tsx). */
  children?: React.ReactNode;
};

/**
 * Spec 1 §2 OpenOrder: what each guest ordered and when, the running total with the service fee,
 * the guests, the Wi-Fi password and invite code; call the waiter and ask for the bill with a tip.
 */
export function OpenOrderView({ order, inviteLink, menuLink, children }: Props) {
  const { t, i18n } = useTranslation('open-orders');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const money = (reais: number) => formatMoney(reaisToCents(reais), locale);
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [billOpen, setBillOpen] = useState(false);
  const [fee, setFee] = useState(String(order.service_fee_percent).replace('.', ','));
  const [feeError, setFeeError] = useState<string | undefined>();
  const open = order.status === 1;
  const done = (next: OpenOrder, text: string) => {
    client.setQueriesData({ queryKey: ['openorder', order._id] }, next);
    setNotice(text);
  };
  const waiter = useMutation({
    mutationFn: () => callWaiter(order._id),
    onSuccess: (next) => done(next, t('waiterCalled')),
    onError: (error) => setNotice(errorMessage(error, t('genericError'))),
  });
  const bill = useMutation({
    mutationFn: (percent: number) => requestBill({ order_id: order._id, service_fee_percent: percent }),
    onSuccess: (next) => {
      setBillOpen(false);
      done(next, t('billRequested'));
    },
    onError: (error) => setFeeError(errorMessage(error, t('genericError'))),
  });
  const askBill = () => {
    const percent = Number(fee.replace(',', '.').trim());
    if (fee.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 30) {
      setFeeError(t('tipRange'));
      return;
    }
    setFeeError(undefined);
    bill.mutate(percent);
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="open-order-title">
        <div className={styles.header}>
          <h1 id="open-order-title" className={styles.title}>
            {order.number}
          </h1>
          <span className={styles.badge}>{open ? t('statusOpen') : t('statusClosed')}</span>
        </div>
        {order.name && <p className={styles.subtitle}>{order.name}</p>}
        <p className={styles.muted}>{t('openedAt', { when: formatDateTime(order.created_at) })}</p>
        {open && (
          <div className={styles.actions}>
            <Button variant="secondary" loading={waiter.isPending} onClick={() => waiter.mutate()}>
              {t('callWaiter')}
            </Button>
            <Button onClick={() => setBillOpen(true)}>{t('requestBill')}</Button>
            {menuLink}
          </div>
        )}
        {notice && (
          <p role="status" className={styles.muted}>
            {notice}
          </p>
        )}
        {order.waiter_called_at && <span className={styles.alert}>{t('waiterOnTheWay')}</span>}
        {order.bill_requested_at && <span className={styles.alert}>{t('billOnTheWay')}</span>}
      </section>

      <section className={styles.card} aria-labelledby="open-order-bill">
        <h2 id="open-order-bill" className={styles.subtitle}>
          {t('bill')}
        </h2>
        <ul className={styles.rows}>
          <li className={styles.row}>
            <span>{t('consumption')}</span>
            <span>{money(order.consumption)}</span>
          </li>
          <li className={styles.row}>
            <span>{t('serviceFee', { percent: String(order.service_fee_percent).replace('.', ',') })}</span>
            <span>{money(order.service_fee)}</span>
          </li>
          <li className={styles.strong}>
            <span>{t('total')}</span>
            <span>{money(order.total)}</span>
          </li>
          {order.paid > 0 && (
            <li className={styles.row}>
              <span>{t('paid')}</span>
              <span>{money(order.paid)}</span>
            </li>
          )}
          <li className={styles.strong}>
            <span>{t('balance')}</span>
            <span>{money(order.balance)}</span>
          </li>
        </ul>
      </section>
      {children}

      <section className={styles.card} aria-labelledby="open-order-rounds">
        <h2 id="open-order-rounds" className={styles.subtitle}>
          {t('rounds')}
        </h2>
        {order.rounds.length === 0 && <p className={styles.muted}>{t('noRounds')}</p>}
        {order.rounds.map((round) => (
          <article key={round.order_id} className={styles.round} aria-label={t('roundLabel', { number: round.number })}>
            <div className={styles.row}>
              <strong>
                #{round.number} · {round.username ?? t('staff')}
              </strong>
              <span className={styles.badge}>{t(roundStatusKey(round.status))}</span>
            </div>
            <p className={styles.muted}>{formatDateTime(round.created_at)}</p>
            <ul className={styles.rows}>
              {round.products.map((p) => (
                <li key={`${p.quantity}-${p.productname}-${p.line_total}`} className={styles.row}>
                  <span>
                    {p.quantity}× {p.productname}
                  </span>
                  <span>{money(p.line_total)}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>

      <section className={styles.card} aria-labelledby="open-order-members">
        <h2 id="open-order-members" className={styles.subtitle}>
          {t('members')}
        </h2>
        <ul className={styles.rows}>
          {order.members.map((m) => (
            <li key={m.user_id} className={styles.row}>
              <span>{m.username ?? t('guest')}</span>
              <span>{money(m.consumption)}</span>
            </li>
          ))}
        </ul>
        {open && (
          <>
            <p className={styles.muted}>{t('inviteHint')}</p>
            <p className={styles.muted}>
              {t('inviteCode')}: <strong className={styles.code}>{order.invite_code}</strong>
            </p>
            <Button
              variant="text"
              onClick={() => {
                void navigator.clipboard?.writeText(inviteLink).then(() => setNotice(t('linkCopied')));
              }}
            >
              {t('copyInvite')}
            </Button>
          </>
        )}
        {order.wifi_password && (
          <p className={styles.muted}>
            {t('wifi')}: <strong>{order.wifi_password}</strong>
          </p>
        )}
      </section>

      <Dialog
        open={billOpen}
        onOpenChange={setBillOpen}
        title={t('requestBill')}
        description={t('tipHint')}
        closeLabel={t('close')}
        actions={
          <Button loading={bill.isPending} onClick={askBill}>
            {t('requestBill')}
          </Button>
        }
      >
        <TextField
          label={t('tipPercent')}
          inputMode="decimal"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
          error={feeError}
          suffix="%"
        />
      </Dialog>
    </div>
  );
}

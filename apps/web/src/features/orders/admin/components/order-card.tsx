import { deliversToAddress, isPickupOrder } from '@app/domain/orders/rules';
import { paymentTypeLabelKey } from '@app/domain/payments/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { roleHas, roleMaySetStatus, type StaffRole } from '@app/domain/users/staff-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useValidationText } from '../../../../app/shared/use-validation-text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { type BoardOrder, cancelOrder, collectOnDelivery, updateOrderStatus } from '../api/board-calls.ts';
import { actionsFor, type BoardAction, minutesSince, statusOf } from '../lib/board.ts';
import { awaitingPayment, COLLECT_ON_DELIVERY_TYPES, mustCollectOnDelivery } from '../lib/payment-badge.ts';
import styles from './board.module.css';
import { OrderFacts } from './order-facts.tsx';
import { PaymentBadge } from './payment-badge.tsx';
import { PrintLink } from './print-link.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type Props = {
  order: BoardOrder;
  now: number;
  fresh: boolean;
  /** The caller's role (decision 068): a waiter neither refuses, cancels nor collects. */
  staffRole?: StaffRole;
};

/** One order on the board with the actions its status allows. */
export function OrderCard({ order, now, fresh, staffRole: role = 'manager' }: Props) {
  const { t, i18n } = useTranslation('backoffice');
  const text = useValidationText();
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const client = useQueryClient();
  const [asking, setAsking] = useState<'refuse' | 'cancel' | null>(null);
  const money = (reais: number) => formatMoney(reaisToCents(reais), locale);
  const mutation = useMutation({
    mutationFn: (v: {
      action: BoardAction | 'collect';
      reason?: string;
      observation?: string;
      paymentType?: number;
    }) =>
      v.action === 'collect'
        ? collectOnDelivery(order._id, v.paymentType ?? 0)
        : v.action === 'cancel'
          ? cancelOrder(order._id, v.reason ?? '', v.observation)
          : updateOrderStatus(order._id, statusOf(v.action), v.reason),
    onSuccess: () => {
      setAsking(null);
      void client.invalidateQueries({ queryKey: ['backoffice', 'board'] });
    },
  });
  const error = mutation.error ? errorMessage(mutation.error, t('actionError')) : null;
  const minutes = minutesSince(order.created_at, now);
  const ago =
    minutes < 1
      ? t('agoNow')
      : minutes < 60
        ? t('agoMinutes', { count: minutes })
        : t('agoHours', { count: Math.floor(minutes / 60) });
  const name = order.username ?? t('anonymous');
  const actions = actionsFor(
    order.status,
    !deliversToAddress(order),
    awaitingPayment(order),
    isPickupOrder(order),
  ).filter((a) => roleMaySetStatus(role, order.status, statusOf(a)));
  const collects = roleHas(role, 'payments') && mustCollectOnDelivery(order);
  const act = (action: BoardAction) => {
    if (action === 'refuse' || action === 'cancel') {
      mutation.reset();
      setAsking(action);
    } else mutation.mutate({ action });
  };

  return (
    <article
      className={`${styles.card} ${fresh ? styles.fresh : ''}`}
      aria-label={t('orderCard', { number: order.number, name })}
      data-order-id={order._id}
    >
      <header className={styles.cardHead}>
        <strong className={styles.number}>{t('number', { number: order.number })}</strong>
        <PrintLink orderId={order._id} number={order.number} />
        <span className={styles.muted}>
          <time dateTime={order.created_at}>{ago}</time>
        </span>
      </header>
      <p className={styles.name}>
        {order.open_order && <span className={styles.tag}>{order.open_order.number}</span>} {name}
      </p>
      <ul className={styles.lines}>
        {order.products.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move.
          <li key={`${line.code}-${i}`}>
            <span>
              {line.quantity}× {line.productname}
            </span>
            {line.combo_summary.map((c) => (
              <span key={c} className={styles.combo}>
                {c}
              </span>
            ))}
            {line.observation && <span className={styles.combo}>“{line.observation}”</span>}
          </li>
        ))}
      </ul>
      <OrderFacts order={order} />
      <p className={styles.total}>{t('total', { amount: money(order.total_payable) })}</p>
      <p className={styles.tags}>
        <PaymentBadge order={order} />
        <span className={styles.tag}>{order.pickup || order.delivery_type === 2 ? t('pickup') : t('delivery')}</span>
        <span className={styles.tag}>
          {order.payment_type === null ? t('paymentUnset') : text(paymentTypeLabelKey(order.payment_type))}
        </span>
      </p>
      {order.cancel_reason && <p className={styles.muted}>{order.cancel_reason}</p>}
      {collects && (
        <div className={styles.collect}>
          <span className={styles.muted}>{t('collect.label')}</span>
          <div className={styles.actions}>
            {COLLECT_ON_DELIVERY_TYPES.map((type) => (
              <Button
                key={type}
                size="small"
                variant="secondary"
                disabled={mutation.isPending}
                loading={mutation.isPending && mutation.variables?.paymentType === type}
                onClick={() => mutation.mutate({ action: 'collect', paymentType: type })}
              >
                {t(`collect.${type}`)}
              </Button>
            ))}
          </div>
        </div>
      )}
      {!asking && error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'refuse' || action === 'cancel' ? 'text' : 'primary'}
              disabled={mutation.isPending}
              loading={mutation.isPending && mutation.variables?.action === action}
              onClick={() => act(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
      {asking && (
        <ReasonDialog
          title={t(asking === 'refuse' ? 'refuseTitle' : 'cancelTitle', { number: order.number })}
          withObservation={asking === 'cancel'}
          busy={mutation.isPending}
          error={error}
          onClose={() => setAsking(null)}
          onConfirm={(reason, observation) =>
            mutation.mutate({ action: asking, reason, ...(observation ? { observation } : {}) })
          }
        />
      )}
    </article>
  );
}

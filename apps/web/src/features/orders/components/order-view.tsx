import {
  formatDateTime,
  formatEstimate,
  isPickupOrder,
  ORDER_STATUS,
  orderEstimate,
  orderViewStatusLabelKey,
} from '@app/domain/orders/rules';
import { PAYMENT_TYPE, paymentTypeLabelKey } from '@app/domain/payments/rules';
import { brandName } from '@app/domain/places/card-brands';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import type { ReactNode } from 'react';
import { usePlace } from '../../../app/shared/current-place.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Order } from '../api/order-calls.ts';
import { orderSteps, waitPercent } from '../lib/order-steps.ts';
import styles from './orders.module.css';
import { RateOrder } from './rate-order.tsx';

const BAD = new Set<number>([ORDER_STATUS.REFUSED, ORDER_STATUS.CANCELLED, ORDER_STATUS.ERROR]);

function Money({ reais, locale }: { reais: number; locale: 'pt-BR' | 'en' }) {
  return <>{formatMoney(reaisToCents(reais), locale)}</>;
}

/**
 * One order as the customer reads it (OrderTracking, MyOrder, OrderCheckout): status and steps,
 * items, totals, where, payment, history with 'dd/mm/yyyy - HHhMM' times.
 */
export function OrderView({
  order,
  title,
  waited,
  actions,
  canRate = false,
}: {
  order: Order;
  title: string;
  /** The pending wait counter (0..100) while the order is polled. */
  waited?: number;
  actions?: ReactNode;
  /** The reader is the order's customer: a delivered order offers its rating form. */
  canRate?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const text = useValidationText();
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const steps = orderSteps(order);
  const pickupOrder = isPickupOrder(order);
  const statusText = text(orderViewStatusLabelKey(order.status, { pickup: pickupOrder }));
  const estimate = orderEstimate(order, usePlace()?.delivery_time);
  const pickup = order.pickup || !!order.pickupplace;
  const local = order.delivery_type === 2;
  const addr = order.address_data;
  return (
    <section className={styles.page} aria-labelledby="order-title">
      <div className={styles.header}>
        <h1 id="order-title" className={styles.title}>
          {title}
        </h1>
      </div>

      <div className={styles.card}>
        <h2>{t('orderTitle', { number: order.number })}</h2>
        <p className={styles.muted}>{t('placedAt', { date: formatDateTime(order.created_at) })}</p>
        {order.placed_by_staff && (
          <p className={styles.placedByStaff} data-testid="placed-by-staff">
            {t('placedByStaff', { place: order.placed_by_staff.place })}
          </p>
        )}
        <p
          className={[styles.status, BAD.has(order.status) && styles.statusBad].filter(Boolean).join(' ')}
          role="status"
          aria-label={t('status')}
          data-testid="order-status"
        >
          {statusText}
        </p>
        {order.cancel_reason && (
          <p className={`${styles.muted} ${styles.longText}`}>{t('reason', { reason: order.cancel_reason })}</p>
        )}
        {estimate && (
          <p className={styles.estimate} data-testid="order-estimate">
            {t(pickupOrder ? 'estimatePickup' : 'estimateDelivery')}{' '}
            <span className={styles.nowrap}>{formatEstimate(estimate)}</span>
          </p>
        )}
        {pickupOrder && order.status === ORDER_STATUS.OUT_FOR_DELIVERY && (
          <p className={styles.estimate}>{t('readyForPickup')}</p>
        )}
        {steps && (
          <ol className={styles.steps} aria-label={t('status')}>
            {steps.map((s) => (
              <li
                key={s.key}
                className={`${styles.step} ${styles[s.state]}`}
                aria-current={s.state === 'current' ? 'step' : undefined}
              >
                <span className={styles.dot} aria-hidden="true">
                  {s.state === 'done' ? '✓' : ''}
                </span>
                {t(`steps.${s.key}`)}
              </li>
            ))}
          </ol>
        )}
        {order.status === ORDER_STATUS.PENDING && waited !== undefined && (
          <>
            <p className={styles.muted}>{t('waiting')}</p>
            <progress
              className={styles.progress}
              max={100}
              value={waitPercent(waited)}
              aria-label={t('waitProgress')}
            />
          </>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>

      <RateOrder order={order} canRate={canRate} />

      <div className={styles.card}>
        <h2>{t('items')}</h2>
        <ul className={styles.lines}>
          {order.products.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move.
            <li key={`${line.code}-${i}`} className={styles.line}>
              <div className={styles.longText}>
                <strong>
                  {line.quantity}× {line.productname}
                </strong>
                {line.combo_summary.length > 0 && (
                  <ul className={styles.combo}>
                    {line.combo_summary.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                )}
                {line.observation && <p className={styles.muted}>{line.observation}</p>}
              </div>
              <span>
                <Money reais={line.line_total} locale={locale} />
              </span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>
              <Money reais={order.subtotal} locale={locale} />
            </dd>
          </div>
          {!pickup && !local && (
            <div>
              <dt>{t('deliveryFee')}</dt>
              <dd>{order.delivery_fee > 0 ? <Money reais={order.delivery_fee} locale={locale} /> : t('free')}</dd>
            </div>
          )}
          {order.desconto > 0 && (
            <div>
              <dt>{order.cupom ? t('coupon', { code: order.cupom }) : t('discount')}</dt>
              <dd>
                − <Money reais={order.desconto} locale={locale} />
              </dd>
            </div>
          )}
          <div className={styles.totalRow}>
            <dt>{t('total')}</dt>
            <dd>
              <Money reais={order.total_payable} locale={locale} />
            </dd>
          </div>
        </dl>
      </div>

      <div className={styles.card}>
        <h2>{local ? t('local') : pickup ? t('pickup') : t('address')}</h2>
        {!local && !pickup && addr && (
          <p className={styles.longText}>
            {addr.address_street}, {addr.address_number}
            {addr.address_cmplt ? ` - ${addr.address_cmplt}` : ''} - {addr.address_district}, {addr.address_city}/
            {addr.address_state}
          </p>
        )}
        {pickup && order.pickupplace && (
          <p className={styles.longText}>{t('pickupAt', { place: order.pickupplace })}</p>
        )}
        {order.deliveryagenda_date && <p>{t('scheduledFor', { date: formatDateTime(order.deliveryagenda_date) })}</p>}
        {order.payment_type !== null && (
          <>
            <h2>{t('payment')}</h2>
            <p>
              {text(paymentTypeLabelKey(order.payment_type))}
              {order.payment_type === PAYMENT_TYPE.OTHER && order.cc_brand ? ` · ${brandName(order.cc_brand)}` : ''}
              {order.payment_type === PAYMENT_TYPE.CASH
                ? ` · ${order.change ? t('change', { amount: formatMoney(reaisToCents(order.change), locale) }) : t('noChange')}`
                : ''}
            </p>
          </>
        )}
        {order.observacao?.observacao && (
          <>
            <h2>{t('observation')}</h2>
            <p className={styles.longText}>{order.observacao.observacao}</p>
          </>
        )}
      </div>

      {order.history.length > 0 && (
        <div className={styles.card}>
          <h2>{t('history')}</h2>
          <ol className={styles.history}>
            {order.history.map((h) => (
              <li key={`${h.at}-${h.status}`}>
                <span className={styles.longText}>
                  {text(orderViewStatusLabelKey(h.status, { pickup: pickupOrder }))}
                  {h.by ? ` · ${t('historyBy', { name: h.by })}` : ''}
                  {h.reason ? ` · ${h.reason}` : ''}
                </span>
                <time dateTime={h.at} className={styles.muted}>
                  {formatDateTime(h.at)}
                </time>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

import { deliversToAddress } from '@app/domain/orders/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { BoardOrder } from '../api/board-calls.ts';
import styles from './order-facts.module.css';

type Props = { order: BoardOrder; large?: boolean };

/**
 * What staff need besides the lines: instalments, change to bring, the customer's note and where
 * the order goes (address, or where it is picked up). Long texts wrap inside the card.
 */
export function OrderFacts({ order, large = false }: Props) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const money = (reais: number) => formatMoney(reaisToCents(reais), locale);
  const address = order.address_data;
  const note = order.observacao?.observacao?.trim();
  const facts: { key: string; text: string; tone?: 'note' }[] = [];
  if (order.installments !== null && order.installments > 1) {
    facts.push({ key: 'installments', text: t('facts.installments', { count: order.installments }) });
  }
  if (order.change !== null && order.change > 0) {
    facts.push({ key: 'change', text: t('facts.change', { amount: money(order.change) }) });
  }
  if (deliversToAddress(order) && address) {
    const street = [address.address_street, address.address_number].filter(Boolean).join(', ');
    const rest = [address.address_cmplt, address.address_district].filter(Boolean).join(' · ');
    facts.push({ key: 'address', text: t('facts.address', { street, rest: rest ? ` — ${rest}` : '' }) });
  } else if (!deliversToAddress(order)) {
    facts.push({
      key: 'place',
      text: order.pickupplace ? t('facts.pickupAt', { place: order.pickupplace }) : t('facts.pickupCounter'),
    });
  }
  if (note) facts.push({ key: 'note', text: t('facts.note', { text: note }), tone: 'note' });
  if (facts.length === 0) return null;
  return (
    <ul className={`${styles.facts} ${large ? styles.large : ''}`}>
      {facts.map((f) => (
        <li
          key={f.key}
          data-fact={f.key}
          className={f.tone === 'note' ? styles.note : undefined}
          title={f.tone === 'note' && !large ? f.text : undefined}
        >
          {f.text}
        </li>
      ))}
    </ul>
  );
}

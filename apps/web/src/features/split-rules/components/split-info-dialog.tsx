import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { SplitResult } from '../api/split-rule-sets.ts';
import styles from './split-rules.module.css';

type Line = { description: string; service_supplier_name: string; value: number };

/**
 * The info popup of a service-supplier place's cart (spec 2 §4): cost, tax, recipients, gross
 * profit and the clinic's balance statement, as the server computed them.
 */
export function SplitInfoDialog({
  open,
  split,
  locale,
  onClose,
}: {
  open: boolean;
  split: SplitResult;
  locale: 'pt-BR' | 'en';
  onClose: () => void;
}) {
  const { t } = useTranslation('split-rules');
  const money = (reais: number) => formatMoney(reaisToCents(reais), locale);
  const rows = (lines: readonly Line[], who: boolean) =>
    lines.map((l, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own (the clinic's rest has none).
      <div key={i} className={styles.infoRow}>
        <dt>{who ? l.service_supplier_name : l.description}</dt>
        <dd>{money(l.value)}</dd>
      </div>
    ));
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t('info.title')} closeLabel={t('editor.close')}>
      <div className={styles.info}>
        <p className={styles.muted}>{split.name}</p>
        <dl className={styles.infoList}>
          <div className={styles.infoRow}>
            <dt>{t('info.total')}</dt>
            <dd>{money(split.total)}</dd>
          </div>
        </dl>
        <h3>{t('info.costs')}</h3>
        <dl className={styles.infoList}>
          {split.costs.length + split.taxes.length === 0 && <p className={styles.muted}>{t('info.noCosts')}</p>}
          {rows(split.costs, false)}
          {rows(split.taxes, false)}
          <div className={`${styles.infoRow} ${styles.strong}`}>
            <dt>{t('info.totalCosts')}</dt>
            <dd>{money(split.total_costs)}</dd>
          </div>
        </dl>
        <h3>{t('info.recipients')}</h3>
        <dl className={styles.infoList}>
          {rows(split.recipients, true)}
          {split.costs_recipients.map((c) => (
            <div key={c.service_supplier_id} className={styles.infoRow}>
              <dt>{t('info.costRecipient', { name: c.service_supplier_name })}</dt>
              <dd>{money(c.value)}</dd>
            </div>
          ))}
        </dl>
        <dl className={styles.infoList}>
          <div className={`${styles.infoRow} ${styles.strong}`}>
            <dt>{t('info.grossProfit')}</dt>
            <dd>{money(split.gross_profit)}</dd>
          </div>
          <div className={styles.infoRow}>
            <dt>{t('info.markup')}</dt>
            <dd>
              {split.markup === null ? '—' : `${String(split.markup).replace('.', locale === 'en' ? '.' : ',')}×`}
            </dd>
          </div>
        </dl>
        <h3>{t('info.balance')}</h3>
        <dl className={styles.infoList}>
          <div className={styles.infoRow}>
            <dt>{t('info.previousBalance')}</dt>
            <dd>{money(split.previous_balance)}</dd>
          </div>
          <div className={styles.infoRow}>
            <dt>{t('info.balanceChange')}</dt>
            <dd>+{money(split.balance_change)}</dd>
          </div>
          <div className={`${styles.infoRow} ${styles.strong}`}>
            <dt>{t('info.nextBalance')}</dt>
            <dd>{money(split.next_balance)}</dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}

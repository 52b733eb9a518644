import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { SplitResult } from '../api/split-rule-sets.ts';
import styles from './split-rules.module.css';

/** The cart's split rule line: the chosen set and its recipients, or why it cannot apply. */
export function SplitRulesCard({
  split,
  error,
  chosenName,
  canEdit,
  locale,
  onEdit,
  onInfo,
}: {
  split: SplitResult | null;
  error: string | null;
  /** The chosen set's name while the server has not answered yet. */
  chosenName: string | null;
  canEdit: boolean;
  locale: 'pt-BR' | 'en';
  onEdit: () => void;
  onInfo: (() => void) | null;
}) {
  const { t } = useTranslation('split-rules');
  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        <h2>{t('card.title')}</h2>
        {canEdit && (
          <Button variant="text" size="small" onClick={onEdit}>
            {split || chosenName ? t('card.edit') : t('card.choose')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {split ? (
        <>
          <p>{split.name}</p>
          <ul className={styles.recipients}>
            {split.recipients.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the clinic's rest has no rule id.
              <li key={i}>
                <span>{r.service_supplier_name}</span>
                <span>{formatMoney(reaisToCents(r.value), locale)}</span>
              </li>
            ))}
          </ul>
          {onInfo && (
            <Button variant="text" size="small" onClick={onInfo}>
              {t('card.info')}
            </Button>
          )}
        </>
      ) : (
        !error && <p className={styles.muted}>{chosenName ?? t('card.none')}</p>
      )}
    </div>
  );
}

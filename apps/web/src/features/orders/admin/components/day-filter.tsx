import { localDay } from '@app/domain/dashboard/rules';
import { useTranslation } from '../../../../lib/i18n.ts';
import styles from './day-filter.module.css';

export { localDay };

/** The board's day (São Paulo): today by default, any other day from the date picker. */
export function DayFilter({
  value,
  today,
  onChange,
}: {
  value: string;
  today: string;
  onChange: (day: string) => void;
}) {
  const { t } = useTranslation('backoffice-ops');
  return (
    <div className={styles.filter}>
      <label className={styles.label}>
        {t('board.day')}
        <input
          type="date"
          className={styles.input}
          value={value}
          max={today}
          onChange={(e) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) onChange(e.target.value);
          }}
        />
      </label>
      {value !== today && (
        <button type="button" className={styles.today} onClick={() => onChange(today)}>
          {t('board.today')}
        </button>
      )}
    </div>
  );
}

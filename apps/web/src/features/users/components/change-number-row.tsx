import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './login.module.css';

/** The phone being used ('Entrando como …') and the button to type another number. */
export function ChangeNumberRow({ text, onChangeNumber }: { text: string; onChangeNumber: () => void }) {
  const { t } = useTranslation('login');
  return (
    <div className={styles.row}>
      <span className={styles.phoneLine}>{text}</span>
      <Button variant="text" size="small" onClick={onChangeNumber}>
        {t('changeNumber')}
      </Button>
    </div>
  );
}

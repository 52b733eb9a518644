import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './login.module.css';

/** Step 0: providers appear only when the server has them configured. */
export function MethodStep({
  providers,
  onPhone,
}: {
  providers: { google: boolean; apple: boolean };
  onPhone: () => void;
}) {
  const { t } = useTranslation('login');
  return (
    <div className={styles.methods}>
      <p className={styles.terms}>{t('chooseMethod')}</p>
      {providers.google && (
        <Button variant="secondary" fullWidth>
          {t('google')}
        </Button>
      )}
      {providers.apple && (
        <Button variant="secondary" fullWidth>
          {t('apple')}
        </Button>
      )}
      <Button fullWidth onClick={onPhone}>
        {t('phoneMethod')}
      </Button>
    </div>
  );
}

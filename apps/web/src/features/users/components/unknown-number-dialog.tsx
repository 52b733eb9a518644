import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export function UnknownNumberDialog({ onReview, onCreate }: { onReview: () => void; onCreate: () => void }) {
  const { t } = useTranslation('login');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onReview()}
      role="alertdialog"
      title={t('unknownNumber.title')}
      description={t('unknownNumber.text')}
      actions={
        <>
          <Button variant="secondary" onClick={onReview}>
            {t('unknownNumber.review')}
          </Button>
          <Button onClick={onCreate}>{t('unknownNumber.create')}</Button>
        </>
      }
    />
  );
}

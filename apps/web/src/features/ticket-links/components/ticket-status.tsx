import { orderStatusLabelKey } from '@app/domain/orders/rules';
import { useMutation } from '@tanstack/react-query';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './ticket-status.module.css';

/**
 * The page behind the status link printed on a ticket (decision 121): whoever holds the ticket marks
 * the order out for delivery or delivered. It shows nothing of the order but its number and status.
 */
export function TicketStatus({ orderId, code }: { orderId: string; code: string }) {
  const { t } = useTranslation('ticket-links');
  const text = useValidationText();
  const move = useMutation({
    mutationFn: (status: 3 | 4) => api.call('admin/updateordernotoken', { order_id: orderId, code, status }),
  });
  const done = move.data;
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="ticket-status-title">
        <h1 id="ticket-status-title" className={styles.title}>
          {t('title')}
        </h1>
        {done ? (
          <p role="status">
            {t('done', {
              number: done.number,
              status: text(orderStatusLabelKey(done.status, { pickup: done.pickup })),
            })}
          </p>
        ) : (
          <p>{code ? t('intro') : t('noCode')}</p>
        )}
        {move.isError && <p role="alert">{errorMessage(move.error, t('error'))}</p>}
        {code && (
          <div className={styles.actions}>
            <Button variant="secondary" loading={move.isPending && move.variables === 3} onClick={() => move.mutate(3)}>
              {t('out')}
            </Button>
            <Button loading={move.isPending && move.variables === 4} onClick={() => move.mutate(4)}>
              {t('delivered')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}

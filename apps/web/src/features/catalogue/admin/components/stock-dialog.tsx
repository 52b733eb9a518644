import { AdjustStockBody, type AdjustStockInput } from '@app/domain/catalogue/admin-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { type AdminProduct, adjustStock, catalogueKeys, historyQuery } from '../api/catalogue-admin-calls.ts';
import { errorAt, localise, showServerFieldError } from '../lib/form-errors.ts';
import { requiredNumber } from '../lib/form-values.ts';
import styles from './catalogue.module.css';

const when = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', ' -')
    .replace(':', 'h');

/** Adds or removes stock with a reason, and shows the product's stock history (who, when, why). */
export function StockDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useTranslation('backoffice-catalogue');
  const client = useQueryClient();
  const history = useQuery(historyQuery(product._id));
  const [formError, setFormError] = useState<string | null>(null);
  const [stock, setStock] = useState(product.stock);
  const form = useForm<AdjustStockInput>({
    resolver: zodResolver(AdjustStockBody),
    defaultValues: { product_id: product._id, reason: '' },
  });
  const { register, handleSubmit, formState, setError, reset } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await adjustStock(values);
      setStock(result.stock);
      reset({ product_id: product._id, reason: '' });
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    } catch (error) {
      if (!showServerFieldError(error, setError)) setFormError(localise(errorMessage(error, t('saveFailed'))) ?? null);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('stock.title', { name: product.productname })}
      description={stock === null ? t('stock.untracked') : t('stock.current', { count: stock })}
      closeLabel={t('close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid2}>
          <TextField
            label={t('stock.delta')}
            hint={t('stock.deltaHint')}
            type="number"
            inputMode="numeric"
            step={1}
            error={errorAt(formState.errors, 'delta')}
            {...register('delta', { setValueAs: requiredNumber })}
          />
          <TextField
            label={t('stock.reason')}
            maxLength={200}
            error={errorAt(formState.errors, 'reason')}
            {...register('reason')}
          />
        </div>
        <FormFooter error={formError} submit={{ label: t('stock.apply'), busy: formState.isSubmitting }} />
      </form>
      <h3>{t('stock.history')}</h3>
      <div className={styles.scroll}>
        {history.data && history.data.movements.length === 0 && <p className={styles.muted}>{t('stock.empty')}</p>}
        {history.data && history.data.movements.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('stock.when')}</th>
                <th>{t('stock.change')}</th>
                <th>{t('stock.after')}</th>
                <th>{t('stock.reason')}</th>
                <th>{t('stock.by')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.movements.map((m) => (
                <tr key={m._id}>
                  <td>{when(m.created_at)}</td>
                  <td>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
                  <td>{m.stock_after}</td>
                  <td>{m.reason}</td>
                  <td>{m.by ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Dialog>
  );
}

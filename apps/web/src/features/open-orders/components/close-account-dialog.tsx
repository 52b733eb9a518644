import { formatMoney, parseMoneyInput, reaisToCents } from '@app/domain/shared/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { finishOpenOrder, type OpenOrderSummary } from '../api/open-order-calls.ts';

/** What staff collect at the counter (spec 1 §4 payment types): cash, card machine, other. */
const COUNTER_TYPES = [0, 5, 1] as const;

/**
 * Staff close an account (admin/finishopenorder): the amount collected at the counter, the balance
 * by default; the server refuses a short amount with what is missing, shown under the field.
 */
export function CloseAccountDialog({ order, onClose }: { order: OpenOrderSummary; onClose: () => void }) {
  const { t, i18n } = useTranslation('open-orders');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const client = useQueryClient();
  const [amount, setAmount] = useState(order.balance.toFixed(2).replace('.', ','));
  const [type, setType] = useState<number>(0);
  const [error, setError] = useState<string | undefined>();
  const close = useMutation({
    mutationFn: (cents: number) =>
      finishOpenOrder({
        order_id: order._id,
        payments: cents > 0 ? [{ payment_type: type as 0 | 1 | 5, amount: cents / 100 }] : [],
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['openorder-list'] });
      onClose();
    },
    onError: (e) => setError(errorMessage(e, t('genericError'))),
  });
  const submit = () => {
    const cents = amount.trim() === '' ? 0 : parseMoneyInput(amount);
    if (cents === null) {
      setError(t('amountInvalid'));
      return;
    }
    setError(undefined);
    close.mutate(cents);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('closeAccountTitle', { number: order.number })}
      description={t('closeAccountHint', { amount: formatMoney(reaisToCents(order.balance), locale) })}
      closeLabel={t('close')}
      actions={
        <Button loading={close.isPending} onClick={submit}>
          {t('closeAccount')}
        </Button>
      }
    >
      <SelectField label={t('paymentType')} value={type} onChange={(e) => setType(Number(e.target.value))}>
        {COUNTER_TYPES.map((n) => (
          <option key={n} value={n}>
            {t(`paymentType${n}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('amountCollected')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
        suffix="R$"
      />
    </Dialog>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { numbersQuery } from '../api/automatic-messages-calls.ts';
import styles from './automatic-messages.module.css';

/** Order-status messages by WhatsApp (decision 154): off, or the number they go out from. */
export function OrderStatusSetting() {
  const { t } = useTranslation('automatic-messages');
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const numbers = useQuery(numbersQuery(managerToken));
  const current = useQuery({
    queryKey: ['automaticmessages/orderstatus', managerToken],
    queryFn: () => api.call('automaticmessages/orderstatus', {}),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = chosen ?? current.data?.numberId ?? '';
  const save = async () => {
    setSaving(true);
    try {
      const saved = await api.call('automaticmessages/orderstatus/set', { numberId: value || null });
      client.setQueryData(['automaticmessages/orderstatus', managerToken], saved);
      setChosen(null);
      notify(t('orderStatus.saved'), { kind: 'success' });
    } catch (error) {
      notify(errorMessage(error, t('genericError')), { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={ops.panel} aria-labelledby="am-order-status">
      <h2 id="am-order-status" className={ops.subtitle}>
        {t('orderStatus.title')}
      </h2>
      <p className={ops.muted}>{t('orderStatus.hint')}</p>
      <LoadStatus
        pending={current.isPending || numbers.isPending}
        error={current.error && errorMessage(current.error, t('loadError'))}
      />
      {current.data && numbers.data && (
        <SubmitForm className={styles.setting} onSubmit={save}>
          <SelectField label={t('orderStatus.number')} value={value} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('orderStatus.off')}</option>
            {numbers.data.map((n) => (
              <option key={n.id} value={n.id}>
                {`${n.display_phone_number} · ${n.verified_name}`}
              </option>
            ))}
          </SelectField>
          <Button type="submit" loading={saving}>
            {t('orderStatus.save')}
          </Button>
        </SubmitForm>
      )}
      {current.data && !current.data.template_found && <p className={ops.error}>{t('orderStatus.noTemplate')}</p>}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { staffSuppliersQuery } from '../api/agenda-calls.ts';
import styles from './agenda.module.css';
import { AgendaToolbar, StaffAgenda, useAgendaRange } from './staff-agenda.tsx';

/**
 * Spec 2 §2 MySchedules for staff (decision 128): a supplier sees their own agenda; the reception
 * (a manager without a supplier id) sees every supplier's, or one chosen supplier's.
 */
export function StaffSchedules({ ownSupplierId }: { ownSupplierId: string | null }) {
  const { t } = useTranslation('clinic');
  const token = useBrowserStore((s) => s.token);
  const suppliers = useQuery({ ...staffSuppliersQuery(token), enabled: !ownSupplierId });
  const [chosen, setChosen] = useState('');
  const range = useAgendaRange();
  const supplierId = ownSupplierId ?? (chosen || undefined);
  return (
    <section className={styles.page} aria-labelledby="staff-schedules-title">
      <h1 id="staff-schedules-title">{ownSupplierId ? t('agenda.myAgenda') : t('agenda.clinicAgenda')}</h1>
      {!ownSupplierId && (
        <SelectField label={t('agenda.supplier')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t('agenda.allSuppliers')}</option>
          {suppliers.data?.map((s) => (
            <option key={s.service_supplier_id} value={s.service_supplier_id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
      <AgendaToolbar range={range} />
      <StaffAgenda supplierId={supplierId} range={range} />
    </section>
  );
}

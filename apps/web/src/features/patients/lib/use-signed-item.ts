import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { patientQuery } from '../api/patients-calls.ts';

/**
 * What the consultation, surgery and procedure forms load and do once signed: the patient, the item
 * an addendum corrects (`addendumTo`), then the notice, the patient and the corrected item read
 * afresh (the chart lists the new entry, the item its addendum) and the way on to the signed entry.
 */
export function useSignedItem<T, K extends QueryKey>(options: {
  kind: 'record' | 'surgery' | 'procedure';
  patientId: string;
  addendumTo: string | null;
  itemQuery: (id: string, managerToken: string | null) => UseQueryOptions<T, Error, T, K>;
  onDone: (itemId: string) => void;
}) {
  const { kind, patientId, addendumTo } = options;
  const { t } = useTranslation('patients');
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const patient = useQuery(patientQuery(patientId, managerToken));
  const target = useQuery({ ...options.itemQuery(addendumTo ?? '', managerToken), enabled: Boolean(addendumTo) });

  /** After the server signed `itemId` (an addendum goes back to the entry it corrects). */
  async function signed(itemId: string) {
    notify(t(`${kind}.signed`), { kind: 'success' });
    await client.invalidateQueries({ queryKey: ['patients/get', patientId] });
    if (addendumTo) await client.invalidateQueries({ queryKey: [`${kind}/get`, addendumTo] });
    options.onDone(addendumTo ?? itemId);
  }

  return {
    patientName: patient.data?.patient.full_name,
    corrected: target.data,
    pending: patient.isPending || Boolean(addendumTo && target.isPending),
    loadError: patient.error ?? target.error,
    signed,
  };
}

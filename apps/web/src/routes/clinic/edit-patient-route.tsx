import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pathFor } from '../../app/route-table.ts';
import { LoadStatus } from '../../components/ui/load-status.tsx';
import { draftOf, PatientForm, patientQuery, updatePatient } from '../../features/patients/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/snackbar.ts';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['patients', 'validation'] as const;

/** Spec 3 §2.2 edit patient (/pacientes/{id}/editar, manager). */
export function Component() {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(patientQuery(id, managerToken));
  if (!query.data) {
    return (
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('view.loadError'))} />
    );
  }
  const view = pathFor('ViewPatient', { id });
  return (
    <PatientForm
      title={t('form.editTitle')}
      initial={draftOf(query.data.patient)}
      onCancel={() => navigate(view)}
      onSave={async (body) => {
        const saved = await updatePatient({ ...body, id });
        notify(t('form.updated'), { kind: 'success' });
        await client.invalidateQueries({ queryKey: ['patients/get', id] });
        await client.invalidateQueries({ queryKey: ['patients/list'] });
        navigate(view);
        return saved;
      }}
    />
  );
}

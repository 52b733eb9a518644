import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadStatus } from '../../components/ui/load-status.tsx';
import { PatientOriginSection } from '../../features/crm-lists/index.ts';
import { draftOf, PatientForm, patientQuery, updatePatient, usePatientPaths } from '../../features/patients/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['patients', 'validation', 'crm-lists'] as const;

/** Spec 3 §2.2 edit patient (/pacientes/{id}/editar, manager), then the lead origin and contact blocks (decision 142). */
export function Component() {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(patientQuery(id, managerToken));
  const paths = usePatientPaths();
  if (!query.data) {
    return (
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('view.loadError'))} />
    );
  }
  const view = paths.view(id);
  return (
    <>
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
      <PatientOriginSection patientId={id} heading />
    </>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pathFor } from '../../app/route-table.ts';
import { LoadStatus } from '../../components/ui/load-status.tsx';
import ops from '../../components/ui/ops.module.css';
import { checkQuery, createPatient, draftOf, PatientForm } from '../../features/patients/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['patients', 'validation'] as const;

/**
 * Spec 3 §2.2 new patient (/pacientes/criar, manager). With ?user_id= the form starts from that
 * app user's data, or says they are already a patient (found by user or CPF) with a link to them.
 */
export function Component() {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [params] = useSearchParams();
  const userId = params.get('user_id');
  const check = useQuery({ ...checkQuery(userId ?? '', managerToken), enabled: Boolean(userId) });
  if (userId && !check.data) {
    return (
      <LoadStatus pending={check.isPending} error={check.error && errorMessage(check.error, t('view.loadError'))} />
    );
  }
  const user = check.data?.user ?? null;
  const existing = check.data?.patient ?? null;
  const openLink = (id: string) => (
    <Link className={ops.link} to={pathFor('ViewPatient', { id })}>
      {t('form.openFound')}
    </Link>
  );
  const initial = draftOf(
    user
      ? {
          full_name: user.username,
          phone: user.phone,
          email: user.email,
          cpf: user.cpf,
          birthdate: user.birthdate,
        }
      : null,
  );
  return (
    <PatientForm
      key={userId ?? 'new'}
      title={t('form.newTitle')}
      initial={initial}
      notice={
        existing ? (
          <p role="status">
            {t('form.alreadyPatient', { name: existing.full_name })} {openLink(existing._id)}
          </p>
        ) : user ? (
          <p role="status">{t('form.preloaded', { name: user.username })}</p>
        ) : null
      }
      existingLink={(p) => openLink(p._id)}
      onCancel={() => navigate(pathFor('PatientList'))}
      onSave={async (body) => {
        const saved = await createPatient({ ...body, ...(user && !existing ? { user_id: user._id } : {}) });
        notify(t('form.created'), { kind: 'success' });
        await client.invalidateQueries({ queryKey: ['patients/list'] });
        navigate(pathFor('ViewPatient', { id: saved._id }));
        return saved;
      }}
    />
  );
}

import { SERVICE_TYPE_NAME_MAX } from '@app/domain/clinic-admin/rules';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  type AdminServiceType,
  adminServiceTypesQuery,
  saveServiceType,
  useClinicAdminMutation,
} from '../api/clinic-admin-calls.ts';
import styles from './clinic-admin.module.css';
import { NameForm, OwnerNameList } from './name-form.tsx';

/** One service type's name, edited in place (a new one starts active; an edit keeps its state). */
function ServiceTypeForm({ type, onDone }: { type: AdminServiceType | null; onDone: () => void }) {
  const { t } = useTranslation('clinic-admin');
  const save = useClinicAdminMutation(saveServiceType);
  return (
    <NameForm
      initial={type?.name ?? ''}
      label={t('serviceTypes.name')}
      requiredText={t('serviceTypes.nameRequired')}
      maxLength={SERVICE_TYPE_NAME_MAX}
      save={(name) => save.mutateAsync(type ? { _id: type._id, name, active: type.active } : { name, active: true })}
      saving={save.isPending}
      onDone={onDone}
    />
  );
}

/**
 * The owner's service types (the spec's tipos_servicos; decision 180): products name one, and the
 * cart refuses mixing them. Types are deactivated, never removed, so products keep theirs.
 */
export function ServiceTypesScreen() {
  const { t } = useTranslation('clinic-admin');
  const isOwner = useCurrentUser()?.manager?.owner ?? false;
  const managerToken = useBrowserStore((s) => s.managerToken);
  const list = useQuery(adminServiceTypesQuery(managerToken));
  const toggle = useClinicAdminMutation(saveServiceType);

  return (
    <OwnerNameList
      id="service-types-title"
      texts="serviceTypes"
      isOwner={isOwner}
      list={{ isPending: list.isPending, error: list.error, items: list.data?.tipos_servicos }}
      form={(type, onDone) => <ServiceTypeForm type={type} onDone={onDone} />}
      summary={(type) => (
        <div className={styles.text}>
          <strong>{type.name}</strong>
          <span className={styles.muted}>
            {t('serviceTypes.id', { id: type._id })}
            {!type.active && ` · ${t('serviceTypes.inactive')}`}
          </span>
        </div>
      )}
      actions={(type) => (
        <Button
          variant="text"
          size="small"
          disabled={toggle.isPending}
          onClick={async () => {
            try {
              await toggle.mutateAsync({ _id: type._id, name: type.name, active: !type.active });
              notify(type.active ? t('serviceTypes.deactivated') : t('serviceTypes.activated'));
            } catch (failure) {
              notify(errorMessage(failure, t('genericError')), { kind: 'error' });
            }
          }}
        >
          {type.active ? t('serviceTypes.deactivate') : t('serviceTypes.activate')}
        </Button>
      )}
    />
  );
}

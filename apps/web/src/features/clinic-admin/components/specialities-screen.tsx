import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import {
  type AdminSpeciality,
  adminSpecialitiesQuery,
  removeSpeciality,
  saveSpeciality,
  useClinicAdminMutation,
} from '../api/clinic-admin-calls.ts';
import styles from './clinic-admin.module.css';
import { NameForm, OwnerNameList } from './name-form.tsx';

/** One speciality's name, edited in place. */
function SpecialityForm({ speciality, onDone }: { speciality: AdminSpeciality | null; onDone: () => void }) {
  const { t } = useTranslation('clinic-admin');
  const save = useClinicAdminMutation(saveSpeciality);
  return (
    <NameForm
      initial={speciality?.name ?? ''}
      label={t('specialities.name')}
      requiredText={t('specialities.nameRequired')}
      maxLength={80}
      save={(name) => save.mutateAsync({ ...(speciality ? { id: speciality._id } : {}), name })}
      saving={save.isPending}
      onDone={onDone}
    />
  );
}

/** The owner's specialities (spec 2 §2): the tabs patients choose a professional under. */
export function SpecialitiesScreen() {
  const { t } = useTranslation('clinic-admin');
  const isOwner = useCurrentUser()?.manager?.owner ?? false;
  const list = useQuery(adminSpecialitiesQuery());
  const remove = useClinicAdminMutation(removeSpeciality);

  return (
    <OwnerNameList
      id="specialities-title"
      texts="specialities"
      isOwner={isOwner}
      list={{ isPending: list.isPending, error: list.error, items: list.data?.specialities }}
      form={(speciality, onDone) => <SpecialityForm speciality={speciality} onDone={onDone} />}
      summary={(s) => <strong className={styles.text}>{s.name}</strong>}
      actions={(s) => (
        <Button
          variant="text"
          size="small"
          onClick={async () => {
            if (!window.confirm(t('specialities.removeConfirm', { name: s.name }))) return;
            try {
              await remove.mutateAsync(s._id);
              notify(t('removed'));
            } catch (failure) {
              notify(errorMessage(failure, t('genericError')), { kind: 'error' });
            }
          }}
        >
          {t('remove')}
        </Button>
      )}
    />
  );
}

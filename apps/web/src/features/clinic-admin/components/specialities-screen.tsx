import { ApiError } from '@app/domain/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/snackbar.ts';
import {
  type AdminSpeciality,
  adminSpecialitiesQuery,
  removeSpeciality,
  saveSpeciality,
  useClinicAdminMutation,
} from '../api/clinic-admin-calls.ts';
import styles from './clinic-admin.module.css';

/** One speciality's name, edited in place; the server's refusal shows under it and the text stays. */
function SpecialityForm({ speciality, onDone }: { speciality: AdminSpeciality | null; onDone: () => void }) {
  const { t } = useTranslation('clinic-admin');
  const [name, setName] = useState(speciality?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useClinicAdminMutation(saveSpeciality);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!name.trim()) {
          setError(t('specialities.nameRequired'));
          return;
        }
        try {
          await save.mutateAsync({ ...(speciality ? { id: speciality._id } : {}), name });
          notify(t('saved'));
          onDone();
        } catch (failure) {
          const text = errorMessage(failure, t('genericError'));
          setError(failure instanceof ApiError ? text.replace(/^[\w.]+: /, '') : text);
        }
      }}
    >
      <TextField
        label={t('specialities.name')}
        value={name}
        maxLength={80}
        error={error}
        onChange={(e) => {
          setError(undefined);
          setName(e.target.value);
        }}
      />
      <div className={styles.actions}>
        <Button variant="text" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** The owner's specialities (spec 2 §2): the tabs patients choose a professional under. */
export function SpecialitiesScreen() {
  const { t } = useTranslation('clinic-admin');
  const isOwner = useCurrentUser()?.manager?.owner ?? false;
  const list = useQuery(adminSpecialitiesQuery());
  const remove = useClinicAdminMutation(removeSpeciality);
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  return (
    <section className={styles.screen} aria-labelledby="specialities-title">
      <div className={styles.header}>
        <h1 id="specialities-title">{t('specialities.title')}</h1>
        {isOwner && editing === null && <Button onClick={() => setEditing('new')}>{t('specialities.new')}</Button>}
      </div>
      <p className={styles.muted}>{isOwner ? t('specialities.intro') : t('ownerOnly')}</p>
      {editing === 'new' && (
        <div className={styles.card}>
          <SpecialityForm speciality={null} onDone={() => setEditing(null)} />
        </div>
      )}
      {list.isPending && <Spinner size={28} />}
      {list.isError && <p role="alert">{errorMessage(list.error, t('genericError'))}</p>}
      {list.data && list.data.specialities.length === 0 && <p className={styles.muted}>{t('specialities.empty')}</p>}
      {list.data && (
        <ul className={styles.list}>
          {list.data.specialities.map((s) => (
            <li key={s._id} className={styles.card} aria-label={s.name}>
              {editing === s._id ? (
                <SpecialityForm speciality={s} onDone={() => setEditing(null)} />
              ) : (
                <div className={styles.row}>
                  <strong className={styles.text}>{s.name}</strong>
                  {isOwner && (
                    <div className={styles.actions}>
                      <Button variant="text" size="small" onClick={() => setEditing(s._id)}>
                        {t('edit')}
                      </Button>
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
                    </div>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

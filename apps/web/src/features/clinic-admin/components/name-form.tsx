import { ApiError } from '@app/domain/client';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import styles from './clinic-admin.module.css';

/**
 * A list entry's name, edited in place (specialities, service types): empty is refused with
 * `requiredText`; the server's refusal shows under the field, without its 'field: ' prefix, and the
 * text stays.
 */
export function NameForm({
  initial,
  label,
  requiredText,
  maxLength,
  save,
  saving,
  onDone,
}: {
  initial: string;
  label: string;
  requiredText: string;
  maxLength: number;
  save: (name: string) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('clinic-admin');
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!name.trim()) {
          setError(requiredText);
          return;
        }
        try {
          await save(name);
          notify(t('saved'));
          onDone();
        } catch (failure) {
          const text = errorMessage(failure, t('genericError'));
          setError(failure instanceof ApiError ? text.replace(/^[\w.]+: /, '') : text);
        }
      }}
    >
      <TextField
        label={label}
        value={name}
        maxLength={maxLength}
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
        <Button type="submit" loading={saving}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

type Named = { _id: string; name: string };

/**
 * The owner's screen of a list of names (specialities, service types): title and 'new', the intro
 * (or, to other staff, that only the owner changes it), the new entry's form, the list, each entry
 * edited in place. `texts` is the i18n prefix of title, new, intro and empty.
 */
export function OwnerNameList<T extends Named>({
  id,
  texts,
  isOwner,
  list,
  form,
  summary,
  actions,
}: {
  id: string;
  texts: 'specialities' | 'serviceTypes';
  isOwner: boolean;
  list: { isPending: boolean; error: unknown; items: T[] | undefined };
  form: (item: T | null, onDone: () => void) => ReactNode;
  summary: (item: T) => ReactNode;
  /** More of an entry's buttons, after 'Editar' (owner only). */
  actions: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('clinic-admin');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const done = () => setEditing(null);
  return (
    <section className={styles.screen} aria-labelledby={id}>
      <div className={styles.header}>
        <h1 id={id}>{t(`${texts}.title`)}</h1>
        {isOwner && editing === null && <Button onClick={() => setEditing('new')}>{t(`${texts}.new`)}</Button>}
      </div>
      <p className={styles.muted}>{isOwner ? t(`${texts}.intro`) : t('ownerOnly')}</p>
      {editing === 'new' && <div className={styles.card}>{form(null, done)}</div>}
      {list.isPending && <Spinner size={28} />}
      {list.error !== null && <p role="alert">{errorMessage(list.error, t('genericError'))}</p>}
      {list.items?.length === 0 && <p className={styles.muted}>{t(`${texts}.empty`)}</p>}
      {list.items && (
        <ul className={styles.list}>
          {list.items.map((item) => (
            <li key={item._id} className={styles.card} aria-label={item.name}>
              {editing === item._id ? (
                form(item, done)
              ) : (
                <div className={styles.row}>
                  {summary(item)}
                  {isOwner && (
                    <div className={styles.actions}>
                      <Button variant="text" size="small" onClick={() => setEditing(item._id)}>
                        {t('edit')}
                      </Button>
                      {actions(item)}
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

import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useCrmListsMutation } from '../api/crm-lists-calls.ts';
import { type FormErrors, formErrorsOf, NO_ERRORS } from '../lib/form-errors.ts';
import styles from './crm-lists.module.css';
import { CrmListsTabs } from './crm-lists-tabs.tsx';

export type ListItem = { id: string; name: string };

/** The spec's default failure texts of one list (spec 2 §8), shown when the server gives none. */
export type ListFailures = { load: string; create: string; update: string; remove: string };

export type FieldsProps<D> = { draft: D; set: (patch: Partial<D>) => void; errors: Record<string, string> };

export type CrmListConfig<T extends ListItem, D extends { name: string }> = {
  /** The list's texts in the 'crm-lists' namespace: title, intro, new, empty, nameRequired, removeConfirm. */
  texts: 'reasons' | 'campaigns' | 'firstContacts' | 'organizations' | 'contactTypes';
  /** The list's query options (e.g. campaignsQuery()), answering the entries in use. */
  query: { queryKey: readonly unknown[] };
  blank: D;
  draftOf: (item: T) => D;
  /** The wire fields the form shows (a server error on one of them goes under it). */
  fields: readonly string[];
  save: (draft: D, id: string | null) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Organisations are archived, the others deleted (decision 141). */
  removeVerb?: 'delete' | 'archive';
  Fields: (props: FieldsProps<D>) => ReactNode;
  /** The secondary line of an entry (its campaign, kind, CNPJ…). */
  describe?: (item: T) => string | null;
  failures: ListFailures;
};

/** One entry's form, new or edited: a refusal shows under its field and what was typed stays. */
function EntryForm<T extends ListItem, D extends { name: string }>({
  config,
  item,
  onDone,
}: {
  config: CrmListConfig<T, D>;
  item: T | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('crm-lists');
  const [draft, setDraft] = useState<D>(() => (item ? config.draftOf(item) : config.blank));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const save = useCrmListsMutation((d: D) => config.save(d, item?.id ?? null));
  const { Fields } = config;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={item ? t('editing', { name: item.name }) : t(`${config.texts}.new`)}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!draft.name.trim()) {
          setErrors({ fields: { name: t(`${config.texts}.nameRequired`) }, form: null });
          return;
        }
        try {
          await save.mutateAsync(draft);
          notify(t('saved'), { kind: 'success' });
          onDone();
        } catch (failure) {
          const fallback = item ? config.failures.update : config.failures.create;
          setErrors(formErrorsOf(failure, config.fields, fallback));
        }
      }}
    >
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      <Fields
        draft={draft}
        errors={errors.fields}
        set={(patch) => {
          setErrors(NO_ERRORS);
          setDraft((d) => ({ ...d, ...patch }));
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

/**
 * A CRM admin list (spec 2 §3): its entries by name, a form to add one, edit in place, delete (or
 * archive) after a confirmation, an empty state and the spec's failure texts. The five lists are
 * this one screen with their own fields.
 */
export function CrmListScreen<T extends ListItem, D extends { name: string }>({
  config,
}: {
  config: CrmListConfig<T, D>;
}) {
  const { t } = useTranslation('crm-lists');
  const list = useQuery(config.query as UseQueryOptions<T[]>);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const remove = useCrmListsMutation(config.remove);
  const verb = config.removeVerb ?? 'delete';
  const key = config.texts;
  const titleId = `crm-list-${key}`;

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <CrmListsTabs />
      <div className={styles.header}>
        <h1 id={titleId}>{t(`${key}.title`)}</h1>
        {editing === null && <Button onClick={() => setEditing('new')}>{t(`${key}.new`)}</Button>}
      </div>
      <p className={styles.muted}>{t(`${key}.intro`)}</p>
      {editing === 'new' && (
        <div className={styles.card}>
          <EntryForm config={config} item={null} onDone={() => setEditing(null)} />
        </div>
      )}
      {!list.data && (
        <LoadStatus pending={list.isPending} error={list.error && errorMessage(list.error, config.failures.load)} />
      )}
      {list.data?.length === 0 && editing !== 'new' && <p className={styles.empty}>{t(`${key}.empty`)}</p>}
      {list.data && list.data.length > 0 && (
        <ul className={styles.list}>
          {list.data.map((item) => (
            <li key={item.id} className={styles.card} aria-label={item.name}>
              {editing === item.id ? (
                <EntryForm config={config} item={item} onDone={() => setEditing(null)} />
              ) : (
                <div className={styles.row}>
                  <div className={styles.text}>
                    <strong>{item.name}</strong>
                    {config.describe?.(item) && <span className={styles.muted}>{config.describe(item)}</span>}
                  </div>
                  <div className={styles.actions}>
                    <Button variant="text" size="small" onClick={() => setEditing(item.id)}>
                      {t('edit')}
                    </Button>
                    <Button variant="text" size="small" onClick={() => setRemoving(item)}>
                      {t(verb)}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        role="alertdialog"
        title={t(`${verb}Title`)}
        description={removing ? t(`${key}.removeConfirm`, { name: removing.name }) : ''}
        actions={
          <>
            <Button variant="text" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button
              loading={remove.isPending}
              onClick={async () => {
                if (!removing) return;
                try {
                  await remove.mutateAsync(removing.id);
                  notify(t(verb === 'archive' ? 'archived' : 'deleted'), { kind: 'success' });
                } catch (failure) {
                  notify(errorMessage(failure, config.failures.remove), { kind: 'error' });
                } finally {
                  setRemoving(null);
                }
              }}
            >
              {t(verb)}
            </Button>
          </>
        }
      />
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { deleteFilter, type SavedFilter, savedFiltersQuery, saveFilter, type WireFilter } from '../api/crm-calls.ts';
import styles from './crm.module.css';

/** The manager's saved filters: apply one, save the current filters under a name, delete one. */
export function SavedFilters({ current, onApply }: { current: WireFilter[]; onApply: (saved: SavedFilter) => void }) {
  const { t } = useTranslation('crm');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const list = useQuery(savedFiltersQuery(managerToken));
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['crm/filters/list'] });
  const save = useMutation({
    mutationFn: () => saveFilter(name.trim(), current),
    onSuccess: (saved) => {
      setName('');
      setChosen(saved._id);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteFilter(id),
    onSuccess: () => {
      setChosen('');
      return refresh();
    },
  });
  const filters = list.data ?? [];
  const error = save.error ?? remove.error;
  return (
    <div className={styles.saved}>
      <div className={styles.pair}>
        <SelectField
          label={t('saved.title')}
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value);
            const found = filters.find((f) => f._id === e.target.value);
            if (found) onApply(found);
          }}
        >
          <option value="">{filters.length === 0 ? t('saved.none') : t('saved.choose')}</option>
          {filters.map((f) => (
            <option key={f._id} value={f._id}>
              {f.name}
            </option>
          ))}
        </SelectField>
        {chosen && (
          <Button variant="text" size="small" loading={remove.isPending} onClick={() => remove.mutate(chosen)}>
            {t('saved.delete')}
          </Button>
        )}
      </div>
      <SubmitForm className={styles.saveForm} onSubmit={() => save.mutate()}>
        <TextField label={t('saved.name')} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        <Button
          type="submit"
          variant="secondary"
          size="small"
          loading={save.isPending}
          disabled={current.length === 0 || !name.trim()}
        >
          {t('saved.save')}
        </Button>
      </SubmitForm>
      {error && (
        <p className={styles.error} role="alert">
          {errorMessage(error, t('saved.error'))}
        </p>
      )}
    </div>
  );
}

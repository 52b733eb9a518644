import { KITCHEN_STATIONS_MAX, STATION_NAME_MAX } from '@app/domain/orders/kitchen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlace } from '../../../../app/shared/current-place.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { type KitchenStation, type StationDraft, saveStations } from '../api/board-calls.ts';
import k from './kitchen.module.css';

/**
 * The owner's or manager's editor of the kitchen stations: a name and the menu categories each one
 * prepares. The whole list is saved at once, in the order shown (decision 068).
 */
export function StationEditor({ stations }: { stations: readonly KitchenStation[] }) {
  const { t } = useTranslation('backoffice-ops');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('kitchen.editStations')}
      </Button>
      {open && <StationDialog stations={stations} onClose={() => setOpen(false)} />}
    </>
  );
}

function StationDialog({ stations, onClose }: { stations: readonly KitchenStation[]; onClose: () => void }) {
  const { t } = useTranslation('backoffice-ops');
  const client = useQueryClient();
  const categories = usePlace()?.menu ?? [];
  // The drafts keep what was typed while a save is refused.
  const [drafts, setDrafts] = useState<StationDraft[]>(() =>
    stations.map((s) => ({ name: s.name, category_ids: [...s.category_ids] })),
  );
  const [missingName, setMissingName] = useState(false);
  const save = useMutation({
    mutationFn: () => saveStations(drafts.map((d) => ({ ...d, name: d.name.trim() }))),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['backoffice', 'kitchen-stations'] });
      onClose();
    },
  });
  const change = (index: number, next: Partial<StationDraft>) =>
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...next } : d)));
  const toggle = (index: number, categoryId: string, on: boolean) => {
    const ids = drafts[index]?.category_ids ?? [];
    change(index, { category_ids: on ? [...ids, categoryId] : ids.filter((id) => id !== categoryId) });
  };
  const submit = () => {
    const blank = drafts.some((d) => d.name.trim() === '');
    setMissingName(blank);
    if (!blank) save.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('kitchen.stationsTitle')}
      description={t('kitchen.stationsHelp')}
      closeLabel={t('kitchen.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('kitchen.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('kitchen.saveStations')}
          </Button>
        </>
      }
    >
      <div className={k.stationList}>
        {drafts.map((draft, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id until saved; order is their identity.
          <fieldset key={index} className={k.stationDraft}>
            <legend className="visually-hidden">{t('kitchen.stationN', { n: index + 1 })}</legend>
            <TextField
              label={t('kitchen.stationName')}
              value={draft.name}
              maxLength={STATION_NAME_MAX}
              error={missingName && draft.name.trim() === '' ? t('kitchen.stationNameRequired') : undefined}
              onChange={(e) => change(index, { name: e.target.value })}
            />
            <div className={k.stationCategories}>
              {categories.map((c) => (
                <CheckboxField
                  key={c._id}
                  label={c.name}
                  checked={draft.category_ids.includes(c._id)}
                  onChange={(e) => toggle(index, c._id, e.target.checked)}
                />
              ))}
            </div>
            <Button size="small" variant="text" onClick={() => setDrafts((list) => list.filter((_, i) => i !== index))}>
              {t('kitchen.removeStation', { name: draft.name || t('kitchen.stationN', { n: index + 1 }) })}
            </Button>
          </fieldset>
        ))}
        {drafts.length === 0 && <p>{t('kitchen.noStations')}</p>}
      </div>
      {drafts.length < KITCHEN_STATIONS_MAX && (
        <Button
          size="small"
          variant="secondary"
          onClick={() => setDrafts((list) => [...list, { name: '', category_ids: [] }])}
        >
          {t('kitchen.addStation')}
        </Button>
      )}
      {save.error && (
        <p role="alert" className={k.stationError}>
          {errorMessage(save.error, t('kitchen.saveStationsError'))}
        </p>
      )}
    </Dialog>
  );
}

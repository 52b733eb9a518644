import { useTranslation } from '../../../lib/i18n.ts';

type Entry = { id: string; name: string };

/**
 * The options of a choice among a list's entries: 'none' first, then the entries; a current value
 * no longer listed (deleted since) stays as an option, so an edit keeps it unless changed. While
 * the entries load, the current value shows as loading. The select holding these options is keyed
 * by `entriesKey`, so it is rebuilt once they arrive (a browser select keeps its first choice when
 * its options are swapped under it).
 */
export function EntryOptions({ entries, value }: { entries: Entry[] | undefined; value: string }) {
  const { t } = useTranslation('crm-lists');
  const known = entries?.some((e) => e.id === value) ?? false;
  return (
    <>
      <option value="">{t('noChoice')}</option>
      {value && !known && <option value={value}>{entries ? t('removedEntry') : t('loading')}</option>}
      {entries?.map((e) => (
        <option key={e.id} value={e.id}>
          {e.name}
        </option>
      ))}
    </>
  );
}

/** The key of a select showing EntryOptions: changes when its entries arrive. */
export const entriesKey = (entries: Entry[] | undefined) => (entries ? 'ready' : 'loading');

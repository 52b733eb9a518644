import { BRAZIL_STATES } from '@app/domain/crm/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { citiesQuery, districtsQuery } from '../api/crm-calls.ts';
import { ChipChoice } from './chip-choice.tsx';
import styles from './crm.module.css';

/** The district filter: a state, then a city, then its districts (getcitydistrict) as chips. */
export function DistrictPicker({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation('crm');
  const [uf, setUf] = useState('SP');
  const [cityId, setCityId] = useState('');
  const cities = useQuery(citiesQuery(uf));
  const districts = useQuery(districtsQuery(cityId));
  const options = (districts.data ?? []).map((d) => ({ value: d.name, label: d.name }));
  // Districts already chosen stay visible (and removable) when another city is shown.
  for (const chosen of value)
    if (!options.some((o) => o.value === chosen)) options.unshift({ value: chosen, label: chosen });
  return (
    <div className={styles.valueBox}>
      <div className={styles.pair}>
        <SelectField
          label={t('value.state')}
          value={uf}
          onChange={(e) => {
            setUf(e.target.value);
            setCityId('');
          }}
        >
          {BRAZIL_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('value.city')} value={cityId} onChange={(e) => setCityId(e.target.value)}>
          <option value="">{t('value.chooseCity')}</option>
          {(cities.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      {districts.isError && (
        <p className={styles.error} role="alert">
          {t('errors.districts')}
        </p>
      )}
      {districts.isFetching && <p className={styles.hint}>{t('value.loadingDistricts')}</p>}
      {options.length > 0 && (
        <ChipChoice label={t('fields.district')} options={options} value={value} onChange={onChange} />
      )}
    </div>
  );
}

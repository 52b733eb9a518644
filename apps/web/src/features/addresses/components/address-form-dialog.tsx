import { filterByName, normalizeCep, normalizeForSearch } from '@app/domain/addresses/rules';
import { ApiError } from '@app/domain/client';
import { CEP_LENGTH } from '@app/domain/shared/constants';
import { useId, useMemo, useState } from 'react';
import { usePrelogin } from '../../../app/shared/current-place.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import formLayout from '../../../components/ui/form-layout.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type Address, type AddressInput, lookupCep } from '../api/address-calls.ts';
import {
  type AddressFormField,
  type AddressFormValues,
  EMPTY_ADDRESS_FORM,
  formDefaults,
  maskCep,
  validateAddressForm,
} from '../lib/address-form.ts';
import styles from './addresses.module.css';

const MAX_SUGGESTIONS = 8;

function fromAddress(a: Address): AddressFormValues {
  return {
    cep: a.address_cep ? maskCep(a.address_cep) : '',
    state: a.address_state,
    city: a.address_city,
    district: a.address_district,
    street: a.address_street,
    number: a.address_number,
    complement: a.address_cmplt ?? '',
  };
}

/**
 * Spec 3 §2.4 address form dialog. Typing 8 CEP digits fills state, city, district and street;
 * the city list is filtered ignoring accents; a single state locks the field and a single city
 * is pre-selected (spec 1 §5). `onSave` sends addeditaddress; its refusals land under the field.
 */
export function AddressFormDialog({
  open,
  address,
  onSave,
  onClose,
}: {
  open: boolean;
  address: Address | null;
  onSave: (input: AddressInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('addresses');
  const text = useValidationText();
  const prelogin = usePrelogin();
  const cepRequired = prelogin?.restaurant_data.service_supplier ?? false;
  const states = useMemo(() => (prelogin?.uf_list ?? []).map((s) => s.uf), [prelogin]);
  const citiesOf = useMemo(
    () => (uf: string) => (prelogin?.cidade_list ?? []).filter((c) => c.uf === uf).map((c) => c.name),
    [prelogin],
  );
  const [values, setValues] = useState<AddressFormValues>(() =>
    address ? fromAddress(address) : { ...EMPTY_ADDRESS_FORM, ...formDefaults(states, citiesOf) },
  );
  const [isDefault, setIsDefault] = useState(address?.address_default ?? false);
  const [errors, setErrors] = useState<Partial<Record<AddressFormField | 'form', string | null>>>({});
  const [cepBusy, setCepBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [cityOpen, setCityOpen] = useState(false);
  const cityListId = useId();
  const stateId = useId();

  const cityOptions = useMemo(
    () =>
      filterByName(
        citiesOf(values.state).map((name) => ({ name })),
        values.city,
      ).slice(0, MAX_SUGGESTIONS),
    [citiesOf, values.state, values.city],
  );
  const districtOptions = useMemo(
    () =>
      (prelogin?.district_list ?? [])
        .filter((d) => normalizeForSearch(d.city) === normalizeForSearch(values.city))
        .map((d) => d.name),
    [prelogin, values.city],
  );

  const set = (field: AddressFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field] || errors.form) setErrors((e) => ({ ...e, [field]: null, form: null }));
  };

  const onCep = async (typed: string) => {
    const masked = maskCep(typed);
    set('cep', masked);
    const digits = normalizeCep(masked);
    if (digits.length !== CEP_LENGTH) return;
    setCepBusy(true);
    try {
      const found = await lookupCep(digits);
      if (found.erro) {
        setErrors((e) => ({ ...e, cep: t('cepNotFound') }));
        return;
      }
      setValues((v) => ({
        ...v,
        state: found.uf || v.state,
        city: found.localidade || v.city,
        district: found.bairro || v.district,
        street: found.logradouro || v.street,
      }));
      setErrors({});
    } catch (failure) {
      setErrors((e) => ({ ...e, cep: errorMessage(failure, t('cepNotFound')) }));
    } finally {
      setCepBusy(false);
    }
  };

  const submit = async () => {
    const found = validateAddressForm(values, { cepRequired });
    const shown = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, text(v ?? null)]));
    setErrors(shown);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave({
        ...(address ? { address_id: address.address_id } : {}),
        address_cep: values.cep ? normalizeCep(values.cep) : null,
        address_state: values.state.trim(),
        address_city: values.city.trim(),
        address_district: values.district.trim(),
        address_street: values.street.trim(),
        address_number: values.number.trim(),
        address_cmplt: values.complement.trim(),
        address_default: isDefault,
      });
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.body.field : undefined;
      const map: Record<string, AddressFormField> = {
        address_cep: 'cep',
        address_state: 'state',
        address_city: 'city',
        address_district: 'district',
        address_street: 'street',
        address_number: 'number',
        address_cmplt: 'complement',
      };
      const key = (field && map[field]) || 'form';
      setErrors({ [key]: errorMessage(failure, t('unexpected')) });
    } finally {
      setSaving(false);
    }
  };

  const lockedState = states.length === 1;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={address ? t('editTitle') : t('formTitle')}
      closeLabel={t('common:close')}
    >
      <SubmitForm className={styles.form} onSubmit={submit}>
        <TextField
          label={t('cep')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={values.cep}
          error={errors.cep}
          hint={cepBusy ? t('cepSearching') : undefined}
          onChange={(event) => void onCep(event.target.value)}
        />
        <div className={formLayout.field}>
          <label className={formLayout.label} htmlFor={stateId}>
            {t('state')}
          </label>
          {states.length > 0 ? (
            <select
              id={stateId}
              className={formLayout.select}
              value={values.state}
              disabled={lockedState}
              aria-invalid={errors.state ? true : undefined}
              onChange={(event) => {
                const uf = event.target.value;
                const cities = citiesOf(uf);
                setValues((v) => ({ ...v, state: uf, city: cities.length === 1 ? (cities[0] ?? '') : '' }));
              }}
            >
              <option value="">{t('chooseState')}</option>
              {states.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={stateId}
              className={formLayout.select}
              value={values.state}
              maxLength={2}
              onChange={(event) => set('state', event.target.value.toUpperCase())}
            />
          )}
          {errors.state && (
            <p className={styles.error} role="alert">
              {errors.state}
            </p>
          )}
        </div>
        <div className={formLayout.field}>
          <TextField
            label={t('city')}
            autoComplete="address-level2"
            value={values.city}
            error={errors.city}
            aria-controls={cityListId}
            onFocus={() => setCityOpen(true)}
            onChange={(event) => {
              set('city', event.target.value);
              setCityOpen(true);
            }}
          />
          {cityOpen &&
            cityOptions.length > 0 &&
            !(cityOptions.length === 1 && cityOptions[0]?.name === values.city) && (
              <ul id={cityListId} className={styles.suggestions} aria-label={t('citySuggestions')}>
                {cityOptions.map((c) => (
                  <li key={c.name}>
                    <button
                      type="button"
                      onClick={() => {
                        set('city', c.name);
                        setCityOpen(false);
                      }}
                    >
                      {c.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
        </div>
        <TextField
          label={t('district')}
          list={districtOptions.length > 0 ? `${cityListId}-districts` : undefined}
          value={values.district}
          error={errors.district}
          onFocus={() => setCityOpen(false)}
          onChange={(event) => set('district', event.target.value)}
        />
        {districtOptions.length > 0 && (
          <datalist id={`${cityListId}-districts`}>
            {districtOptions.map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
        )}
        <TextField
          label={t('street')}
          autoComplete="address-line1"
          value={values.street}
          error={errors.street}
          onChange={(event) => set('street', event.target.value)}
        />
        <div className={styles.row}>
          <TextField
            label={t('number')}
            value={values.number}
            error={errors.number}
            onChange={(event) => set('number', event.target.value)}
          />
          <TextField
            label={t('complement')}
            autoComplete="address-line2"
            hint={t('complementHint')}
            value={values.complement}
            error={errors.complement}
            onChange={(event) => set('complement', event.target.value)}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
          {t('setDefault')}
        </label>
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" fullWidth loading={saving}>
          {t('save')}
        </Button>
      </SubmitForm>
    </Dialog>
  );
}

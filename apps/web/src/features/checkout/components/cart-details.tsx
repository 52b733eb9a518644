import { isoDateInBrazil } from '@app/domain/users/rules';
import { useId } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { addressLine, addressListOf } from '../../addresses/index.ts';
import type { CartOptions, DeliveryMethod, OrderKind } from '../../cart/index.ts';
import { CpfCnpjField, PhoneField } from '../../users/index.ts';
import {
  availableKinds,
  availableMethods,
  type DetailsErrors,
  type PlaceRules,
  pickupPlaceOf,
} from '../lib/checkout-rules.ts';
import { AgendaPicker } from './agenda-picker.tsx';
import styles from './cart.module.css';

export type CartErrors = DetailsErrors & { server?: Partial<Record<string, string>> };

/**
 * The cart's details card (spec 1 §2): order kind, delivery or pickup, address, scheduled slot,
 * phone, CPF, e-mail and birth date (service suppliers), observation. Each field shows its message
 * under it (the server's refusal first) and keeps what was typed.
 */
export function CartDetails({
  place,
  options,
  kind,
  method,
  errors,
  onChange,
  onChooseAddress,
}: {
  place: PlaceRules & { address?: string | null; restaurantname?: string; pickup_places?: string[] };
  options: CartOptions;
  kind: OrderKind | null;
  method: DeliveryMethod | null;
  errors: CartErrors;
  onChange: (patch: Partial<CartOptions>) => void;
  onChooseAddress: () => void;
}) {
  const { t } = useTranslation('cart');
  const text = useValidationText();
  const user = useCurrentUser();
  const obsId = useId();
  const kinds = availableKinds(place);
  const methods = availableMethods(place);
  const address = addressListOf(user).find((a) => a.address_id === options.address_id) ?? null;
  const serverError = (field: string) => errors.server?.[field] ?? null;
  const pickup = pickupPlaceOf(place, options.pickup_place);

  return (
    <div className={styles.card}>
      <h2>{t('details')}</h2>
      {kinds.length > 1 && (
        <fieldset className={styles.choiceGroup}>
          <legend>{t('kind')}</legend>
          <div className={styles.choices}>
            {kinds.map((k) => (
              <label key={k} className={styles.chip}>
                <input
                  type="radio"
                  name="order-kind"
                  checked={kind === k}
                  onChange={() => onChange({ kind: k, agenda_date: undefined })}
                />
                {t(`kinds.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kind !== 'local' && methods.length > 1 && (
        <fieldset className={styles.choiceGroup} aria-invalid={errors.method ? true : undefined}>
          <legend>{t('method')}</legend>
          <div className={styles.choices}>
            {methods.map((m) => (
              <label key={m} className={styles.chip}>
                <input
                  type="radio"
                  name="delivery-method"
                  checked={method === m}
                  onChange={() => onChange({ method: m, agenda_date: undefined })}
                />
                {t(`methods.${m}`)}
              </label>
            ))}
          </div>
          {errors.method && (
            <p className={styles.error} role="alert">
              {text(errors.method)}
            </p>
          )}
        </fieldset>
      )}
      {method === 'delivery' && (
        <div className={styles.row} aria-invalid={errors.address ? true : undefined}>
          <div className={styles.rowText}>
            <strong>{t('address')}</strong>
            <span className={address ? undefined : styles.muted}>
              {address ? addressLine(address) : t('noAddress')}
            </span>
            {errors.address && (
              <p className={styles.error} role="alert">
                {t('noAddress')}
              </p>
            )}
          </div>
          <Button variant="secondary" size="small" onClick={onChooseAddress}>
            {address ? t('changeAddress') : t('chooseAddress')}
          </Button>
        </div>
      )}
      {method === 'pickup' && pickup.choices.length > 1 && (
        <SelectField
          label={t('pickupPlace')}
          value={pickup.value}
          error={serverError('pickupplace')}
          onChange={(event) => onChange({ pickup_place: event.target.value })}
        >
          {pickup.choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
      )}
      {method === 'pickup' && pickup.choices.length <= 1 && pickup.value && (
        <>
          <p className={styles.muted}>
            {t('pickupAt', {
              address:
                pickup.choices.length === 1 && place.address ? `${pickup.value} — ${place.address}` : pickup.value,
            })}
          </p>
          {serverError('pickupplace') && (
            <p className={styles.error} role="alert">
              {serverError('pickupplace')}
            </p>
          )}
        </>
      )}
      {kind === 'scheduled' && method && (
        <AgendaPicker
          method={method}
          addressId={options.address_id ?? null}
          value={options.agenda_date ?? null}
          error={errors.agenda ? text(errors.agenda) : null}
          onChange={(slot) => onChange({ agenda_date: slot?.date, agenda_id: undefined })}
        />
      )}
      <div className={styles.grid2}>
        <PhoneField
          label={t('phone')}
          value={options.phone ?? ''}
          error={serverError('phone') ?? (errors.phone ? text(errors.phone) : null)}
          onChange={(phone) => onChange({ phone })}
        />
        {(place.cpf_required || options.cpf) && (
          <CpfCnpjField
            label={t('cpf')}
            value={options.cpf ?? ''}
            error={serverError('cpf') ?? (errors.cpf ? text(errors.cpf) : null)}
            onChange={(cpf) => onChange({ cpf })}
          />
        )}
        {place.service_supplier && (
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            value={options.email ?? ''}
            error={serverError('email') ?? (errors.email ? text(errors.email) : null)}
            onChange={(event) => onChange({ email: event.target.value })}
          />
        )}
        {place.service_supplier && (
          <TextField
            label={t('birthdate')}
            type="date"
            min="1910-01-01"
            max={isoDateInBrazil(new Date())}
            value={options.birthdate ?? ''}
            error={serverError('birthdate') ?? (errors.birthdate ? text(errors.birthdate) : null)}
            onChange={(event) => onChange({ birthdate: event.target.value })}
          />
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={obsId}>
          {t('observation')}
        </label>
        <textarea
          id={obsId}
          className={styles.textarea}
          maxLength={500}
          placeholder={t('observationHint')}
          value={options.observation ?? ''}
          onChange={(event) => onChange({ observation: event.target.value })}
        />
      </div>
    </div>
  );
}

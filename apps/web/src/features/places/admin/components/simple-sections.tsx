import { CARD_BRAND_NAMES } from '@app/domain/places/card-brands';
import { MODE_FLAGS, SETTINGS_CARD_BRANDS, TEMPLATE_KEYS } from '@app/domain/places/settings-schemas';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFieldText } from './field-text.ts';
import { CheckField, CheckList, type Form, MoneyInput, NumberInput, TextArea, TextInput } from './fields.tsx';
import styles from './settings.module.css';

/** Pagamento: cash, card brands on delivery, online payment (owner), seller and installments (owner). */
export function PaymentSection({ form, owner }: { form: Form; owner: boolean }) {
  const f = useFieldText();
  return (
    <div className={styles.grid}>
      <CheckField form={form} name="accept_cash" {...f('accept_cash')} />
      <CheckList
        form={form}
        name="card_brands"
        {...f('card_brands')}
        options={SETTINGS_CARD_BRANDS.map((b) => ({ value: b, label: CARD_BRAND_NAMES[b] }))}
      />
      <CheckField form={form} name="payments_service_enabled" locked={!owner} {...f('payments_service_enabled')} />
      <TextInput form={form} name="payments_seller_id" locked={!owner} {...f('payments_seller_id')} />
      <NumberInput form={form} name="max_installments" locked={!owner} suffix="x" {...f('max_installments')} />
    </div>
  );
}

/** Cashback e clientes: the loyalty programme and customer-admission rules (owner only). */
export function CashbackSection({ form, owner }: { form: Form; owner: boolean }) {
  const f = useFieldText();
  const locked = !owner;
  return (
    <div className={styles.grid}>
      <CheckField form={form} name="fidelidade_enabled" locked={locked} {...f('fidelidade_enabled')} />
      <div className={styles.row}>
        <NumberInput form={form} name="cashback_perc" locked={locked} suffix="%" {...f('cashback_perc')} />
        <MoneyInput form={form} name="cashback_min_saque" locked={locked} {...f('cashback_min_saque')} />
      </div>
      <div className={styles.row}>
        <NumberInput
          form={form}
          name="cashback_validity_days"
          locked={locked}
          suffix="dias"
          {...f('cashback_validity_days')}
        />
        <MoneyInput form={form} name="referral_reward" locked={locked} {...f('referral_reward')} />
      </div>
      <CheckField form={form} name="force_referred_by" locked={locked} {...f('force_referred_by')} />
      <CheckField form={form} name="first_purchase_block" locked={locked} {...f('first_purchase_block')} />
    </div>
  );
}

// The help texts quote the placeholders literally.
const PLACEHOLDERS = Object.fromEntries(
  ['nome', 'pedido', 'valor', 'link', 'conta', 'data', 'cupom'].map((k) => [k, `{${k}}`]),
);

/** Mensagens: the texts sent to customers, with their placeholders. */
export function MessagesSection({ form }: { form: Form }) {
  const { t } = useTranslation('backoffice-settings');
  return (
    <div className={styles.grid}>
      <p className={styles.help}>{t('templatesHelp')}</p>
      {TEMPLATE_KEYS.map((key) => (
        <TextArea
          key={key}
          form={form}
          name={`templates.${key}`}
          label={t(`templates.${key}.label`)}
          help={t(`templates.${key}.help`, PLACEHOLDERS)}
        />
      ))}
    </div>
  );
}

/** Modos: switches of the app's whole behaviour (owner only). */
export function ModesSection({ form, owner }: { form: Form; owner: boolean }) {
  const f = useFieldText();
  return (
    <div className={styles.grid}>
      {MODE_FLAGS.map((flag) => (
        <CheckField key={flag} form={form} name={flag} locked={!owner} {...f(flag)} />
      ))}
    </div>
  );
}

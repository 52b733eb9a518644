import { useFieldText } from './field-text.ts';
import { CheckField, type Form, MoneyInput, NumberInput, TextInput } from './fields.tsx';
import styles from './settings.module.css';

/** Loja: open/closed, address, support link, delivery time, order expiry, minimum order, CPF, size caps. */
export function StoreSection({ form }: { form: Form }) {
  const f = useFieldText();
  return (
    <div className={styles.grid}>
      <CheckField form={form} name="aberto" {...f('aberto')} />
      <CheckField form={form} name="closed_place" {...f('closed_place')} />
      <TextInput form={form} name="address" {...f('address')} />
      <div className={styles.row}>
        <TextInput form={form} name="city" {...f('city')} />
        <TextInput form={form} name="uf" {...f('uf')} />
      </div>
      <TextInput form={form} name="support_link" type="url" {...f('support_link')} placeholder="https://wa.me/55..." />
      <div className={styles.row}>
        <NumberInput form={form} name="delivery_time" nullable suffix="min" {...f('delivery_time')} />
        <NumberInput form={form} name="order_expiration_time" suffix="h" {...f('order_expiration_time')} />
      </div>
      <MoneyInput form={form} name="min_order" {...f('min_order')} />
      <CheckField form={form} name="cpf_required" {...f('cpf_required')} />
      <div className={styles.row}>
        <NumberInput form={form} name="max_quantity_per_item" {...f('max_quantity_per_item')} />
        <NumberInput form={form} name="max_items_per_order" {...f('max_items_per_order')} />
        <NumberInput form={form} name="max_lines_per_order" {...f('max_lines_per_order')} />
      </div>
    </div>
  );
}

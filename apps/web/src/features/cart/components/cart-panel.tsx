import { formatMoney } from '@app/domain/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../../../app/route-table.ts';
import { notify } from '../../../lib/snackbar.ts';
import { QuantityStepper } from '../../catalogue/components/quantity-stepper.tsx';
import { addRefusal, cart, cartLinesCents, type StoredCartLine, useCart } from '../lib/cart-store.ts';
import styles from './cart-panel.module.css';

// The desktop cart side panel of Home (spec 1 §2). A simple first version: lines with − / +, the
// lines' total at their shown prices and the way to the cart page, where the server's validation
// (delivery fee, discounts, the real total) happens.

function LineRow({ line }: { line: StoredCartLine }) {
  const { t, i18n } = useTranslation(['catalogue', 'validation']);
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const current = useCart();
  const name = line.snapshot.productname;
  const reason = addRefusal(current, {
    _id: line.product_id,
    code: line.snapshot.code,
    productname: name,
    photo: line.snapshot.photo,
    price_cents: line.snapshot.unit_price_cents,
    service_type_id: line.service_type_id ?? null,
    stock: line.snapshot.stock,
    safety_margin: line.snapshot.safety_margin,
    sale_without_stock: line.snapshot.sale_without_stock,
    max_quantity: line.snapshot.max_quantity,
  });
  const blocked = reason && reason !== 'serviceTypeMismatch' ? t(`validation:${reason}`) : null;
  return (
    <li className={styles.line}>
      <div className={styles.lineText}>
        <span className={styles.lineName}>{name}</span>
        {line.snapshot.combo_summary.length > 0 && (
          <ul className={styles.summary}>
            {line.snapshot.combo_summary.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <span className={styles.linePrice}>{formatMoney(line.snapshot.unit_price_cents * line.quantity, locale)}</span>
      </div>
      <QuantityStepper
        size="small"
        quantity={line.quantity}
        labels={{
          decrease: t('decrease', { name }),
          increase: t('increase', { name }),
          quantity: t('quantityOf', { name }),
        }}
        onDecrease={() => cart.setQuantity(line.key, line.quantity - 1)}
        onIncrease={() => {
          const refused = cart.setQuantity(line.key, line.quantity + 1);
          if (refused) notify(t(`validation:${refused}`), { kind: 'error' });
        }}
        increaseBlocked={blocked}
      />
    </li>
  );
}

export function CartPanel() {
  const { t, i18n } = useTranslation('catalogue');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const current = useCart();
  return (
    <section className={styles.panel} aria-labelledby="cart-panel-title">
      <h2 id="cart-panel-title" className={styles.title}>
        {t('cart.title')}
      </h2>
      {current.products.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('cart.empty')}</p>
          <p className={styles.muted}>{t('cart.emptyHint')}</p>
        </div>
      ) : (
        <>
          <ul className={styles.lines}>
            {current.products.map((line) => (
              <LineRow key={line.key} line={line} />
            ))}
          </ul>
          <div className={styles.total}>
            <span>{t('cart.total')}</span>
            <strong>{formatMoney(cartLinesCents(current), locale)}</strong>
          </div>
          <Link to={pathFor('Cart')} className={styles.go}>
            {t('cart.goToCart')}
          </Link>
        </>
      )}
    </section>
  );
}

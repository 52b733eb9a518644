import { addBlockReason } from '@app/domain/cart/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ValidatedLine } from '../../cart/index.ts';
import { quantityOfProduct, type StoredCart } from '../../cart/index.ts';
import styles from './cart.module.css';

/**
 * The cart's lines with quantity steppers. Prices are the server's (ordercartproductvalidate)
 * once it answered; '+' is disabled by the server's add_block or, before it answers, by the
 * stock rules on the line's snapshot ('Estoque insuficiente', 'Quantidade Máxima').
 */
export function CartLines({
  cart,
  priced,
  locale,
  disabled,
  onQuantity,
  onManagerPrice,
}: {
  cart: StoredCart;
  /** The server's lines, in the order sent; null before the first answer. */
  priced: readonly ValidatedLine[] | null;
  locale: 'pt-BR' | 'en';
  disabled?: boolean;
  onQuantity: (key: string, quantity: number) => void;
  /** Staff: edit the line's manager price (spec 1 §2 'per-item price edit'). */
  onManagerPrice?: (key: string) => void;
}) {
  const { t } = useTranslation('cart');
  const text = useValidationText();
  return (
    <ul className={styles.lines} aria-label={t('items')}>
      {cart.products.map((line, index) => {
        const server = priced?.[index]?.product_id === line.product_id ? priced[index] : undefined;
        const name = server?.productname ?? line.snapshot.productname;
        const unitCents = server ? reaisToCents(server.unit_price) : line.snapshot.unit_price_cents;
        const totalCents = server ? reaisToCents(server.line_total) : unitCents * line.quantity;
        const combo = server?.combo_summary ?? line.snapshot.combo_summary;
        const block = server
          ? server.add_block
          : addBlockReason(line.snapshot, quantityOfProduct(cart, line.product_id));
        const blockText = block ? text(block) : null;
        return (
          <li key={line.key} className={styles.line}>
            {line.snapshot.photo ? (
              <img className={styles.photo} src={line.snapshot.photo} alt="" loading="lazy" />
            ) : (
              <span className={styles.photo} aria-hidden="true" />
            )}
            <div className={styles.lineText}>
              <span className={styles.lineName}>{name}</span>
              {combo.length > 0 && (
                <ul className={styles.combo}>
                  {combo.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              )}
              <span className={styles.linePrice}>{t('each', { price: formatMoney(unitCents, locale) })}</span>
              {onManagerPrice && (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={t('managerPriceOf', { name })}
                  onClick={() => onManagerPrice(line.key)}
                >
                  {line.manager_price !== undefined && line.manager_price !== null
                    ? t('managerPriceSet')
                    : t('managerPrice')}
                </button>
              )}
            </div>
            <div className={styles.lineEnd}>
              <strong>{formatMoney(totalCents, locale)}</strong>
              <span className={styles.stepper}>
                <button
                  type="button"
                  aria-label={t('decrease', { name })}
                  disabled={disabled}
                  onClick={() => onQuantity(line.key, line.quantity - 1)}
                >
                  −
                </button>
                <span className={styles.qty}>
                  <span className="visually-hidden">{t('quantityOf', { name })}: </span>
                  {line.quantity}
                </span>
                <button
                  type="button"
                  aria-label={t('increase', { name })}
                  title={blockText ?? undefined}
                  disabled={disabled || !!block}
                  onClick={() => onQuantity(line.key, line.quantity + 1)}
                >
                  +
                </button>
              </span>
              {blockText && <span className={styles.block}>{blockText}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

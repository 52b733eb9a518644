import { STOCK_TOOLTIP_DELAY_MS } from '@app/domain/shared/constants';
import { type ButtonHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { MinusIcon, PlusIcon } from './icons.tsx';
import styles from './quantity-stepper.module.css';

type BlockableProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** Why the button does nothing now ('Estoque insuficiente', 'Quantidade Máxima'), or null. */
  blocked: string | null;
  onClick: () => void;
  children: ReactNode;
};

/**
 * A button that, while blocked, stays focusable and says why in a tooltip shown 200 ms after
 * hover, focus or a tap (spec 3 §9). aria-disabled instead of disabled: a disabled button gets no
 * pointer or focus events, so the reason could never be shown.
 */
export function BlockableButton({ blocked, onClick, children, className, ...rest }: BlockableProps) {
  const tipId = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const show = () => {
    window.clearTimeout(timer.current);
    if (blocked) timer.current = window.setTimeout(() => setShown(true), STOCK_TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setShown(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const button = useRef<HTMLButtonElement>(null);
  // Blocked by the very click that reached the limit: the pointer or focus is already there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to `blocked` turning on or off only.
  useEffect(() => {
    if (!blocked) setShown(false);
    else if (button.current?.matches(':hover, :focus-visible')) show();
  }, [blocked]);
  return (
    <span className={styles.tipAnchor}>
      <button
        ref={button}
        type="button"
        className={[className, blocked ? styles.blocked : null].filter(Boolean).join(' ')}
        aria-disabled={blocked ? true : undefined}
        aria-describedby={blocked ? tipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onClick={() => (blocked ? show() : onClick())}
        {...rest}
      >
        {children}
      </button>
      {blocked && (
        // Hidden until due, yet still the button's description (aria-describedby reads hidden text).
        <span id={tipId} role="tooltip" className={styles.tip} hidden={!shown}>
          {blocked}
        </span>
      )}
    </span>
  );
}

export type StepperProps = {
  quantity: number;
  /** Accessible name of the thing counted, used in the buttons' labels. */
  labels: { decrease: string; increase: string; quantity: string };
  onDecrease: () => void;
  onIncrease: () => void;
  /** Why '+' is blocked, or null. */
  increaseBlocked: string | null;
  /** The least quantity '−' may reach (0 in the cart, 1 on the product page). */
  min?: number;
  size?: 'normal' | 'small';
};

/** − quantity + ; '−' stops at `min` (never below 0), '+' follows the stock rules. */
export function QuantityStepper({
  quantity,
  labels,
  onDecrease,
  onIncrease,
  increaseBlocked,
  min = 0,
  size = 'normal',
}: StepperProps) {
  return (
    <div className={[styles.stepper, size === 'small' ? styles.small : null].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.step}
        aria-label={labels.decrease}
        disabled={quantity <= Math.max(0, min)}
        onClick={onDecrease}
      >
        <MinusIcon size={18} />
      </button>
      <output className={styles.count} aria-label={labels.quantity} aria-live="polite">
        {quantity}
      </output>
      <BlockableButton
        className={styles.step}
        aria-label={labels.increase}
        blocked={increaseBlocked}
        onClick={onIncrease}
      >
        <PlusIcon size={18} />
      </BlockableButton>
    </div>
  );
}

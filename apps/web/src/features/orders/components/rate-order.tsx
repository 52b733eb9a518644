import { ORDER_STATUS, RATING_COMMENT_MAX, RATING_STARS_MAX } from '@app/domain/orders/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type Order, type OrderRating, rateOrder } from '../api/order-calls.ts';
import styles from './orders.module.css';

const STARS = Array.from({ length: RATING_STARS_MAX }, (_, i) => i + 1);

/** '★★★★☆' for screen readers hidden; the label says the number. */
export function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <span className={styles.starsRead} role="img" aria-label={label}>
      {STARS.map((n) => (n <= stars ? '★' : '☆')).join('')}
    </span>
  );
}

/**
 * The customer's rating of a delivered order (decision 066): 1 to 5 stars and an optional comment,
 * sent once; afterwards the given rating is shown. Only for the order's own customer (`canRate`).
 */
export function RateOrder({ order, canRate }: { order: Order; canRate: boolean }) {
  const { t } = useTranslation('orders');
  const client = useQueryClient();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [given, setGiven] = useState<OrderRating | null>(null);
  const mutation = useMutation({
    mutationFn: () => rateOrder({ order_id: order._id, stars, ...(comment.trim() ? { comment: comment.trim() } : {}) }),
    onSuccess: (rating) => {
      setGiven(rating);
      void client.invalidateQueries({ queryKey: ['order', order._id] });
      void client.invalidateQueries({ queryKey: ['mydelivery'] });
    },
  });
  const rating = order.rating ?? given;
  const form = useRef<HTMLFormElement>(null);
  const showForm = order.status === ORDER_STATUS.DELIVERED && !rating && canRate;
  // My orders' 'Avaliar' opens the order at #avaliar: bring the form into view.
  useEffect(() => {
    if (showForm && window.location.hash === '#avaliar') {
      form.current?.scrollIntoView({ block: 'center' });
      form.current?.querySelector('input')?.focus({ preventScroll: true });
    }
  }, [showForm]);
  if (order.status !== ORDER_STATUS.DELIVERED) return null;
  if (rating) {
    return (
      <section className={styles.card} aria-labelledby="rating-title" data-testid="order-rating">
        <h2 id="rating-title">{t('yourRating')}</h2>
        <Stars stars={rating.stars} label={t('rateStars', { count: rating.stars })} />
        {rating.comment && <p className={styles.longText}>{rating.comment}</p>}
        {given && (
          <p role="status" className={styles.muted}>
            {t('rateThanks')}
          </p>
        )}
      </section>
    );
  }
  if (!canRate) return null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (stars < 1) {
      setMissing(true);
      return;
    }
    mutation.mutate();
  };
  return (
    <form ref={form} id="avaliar" className={styles.card} aria-labelledby="rating-title" onSubmit={submit} noValidate>
      <h2 id="rating-title">{t('rateTitle')}</h2>
      <fieldset className={styles.starsField} aria-describedby={missing ? 'rating-missing' : undefined}>
        <legend>{t('rateQuestion')}</legend>
        <div className={styles.starsPick}>
          {STARS.map((n) => (
            <label key={n} className={n <= stars ? styles.starOn : styles.starOff}>
              <input
                type="radio"
                name="stars"
                value={n}
                className="visually-hidden"
                checked={stars === n}
                onChange={() => {
                  setStars(n);
                  setMissing(false);
                }}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('rateStars', { count: n })}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id="rating-missing" role="alert" className={styles.error}>
            {t('rateChoose')}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('rateComment')}
        value={comment}
        maxLength={RATING_COMMENT_MAX}
        rows={3}
        onChange={(e) => setComment(e.target.value)}
        hint={t('rateCommentCount', { count: comment.length, max: RATING_COMMENT_MAX })}
        keepHint
      />
      {mutation.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(mutation.error, t('rateError'))}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={mutation.isPending}>
          {t('rateSend')}
        </Button>
      </div>
    </form>
  );
}

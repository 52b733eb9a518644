import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { checkout } from '../../features/checkout/index.ts';
import {
  BrandBadge,
  type Card,
  cardsQuery,
  deleteCard,
  paymentChoice,
  paymentsNavigation,
  paymentsStyles as styles,
  usePaymentChoice,
} from '../../features/payments/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useNavigate } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { browserStore, useBrowserStore } from '../../lib/storage.ts';
import { uiStore } from '../../lib/ui-store.ts';

export const namespaces = ['payments'] as const;

/**
 * Spec 3 §2.2 Payment (/pagamento): only with online payment (else Cart); loads the cards; with
 * none, and not coming back from NewCreditCard, goes to NewCreditCard.
 */
export async function loader(): Promise<string | null> {
  if (uiStore.getState().onlinePayment !== true) return pathFor('Cart');
  const fromNewCard = paymentsNavigation.takeCameFromNewCard();
  try {
    const cards = await queryClient.fetchQuery(cardsQuery(browserStore.getState().token));
    if (cards.length === 0 && !fromNewCard) return pathFor('NewCreditCard');
  } catch {
    // The screen shows the failure with a retry.
  }
  return null;
}

/** The saved cards (brand, description, last four), delete with confirmation, add, confirm. */
export function Component() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useBrowserStore((s) => s.token);
  const cards = useQuery(cardsQuery(token));
  const chosen = usePaymentChoice((s) => (s.card?.kind === 'saved' ? s.card.cardId : null));
  const [selected, setSelected] = useState<string | null>(chosen);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Card | null>(null);
  const [deleting, setDeleting] = useState(false);

  const list = cards.data ?? [];
  const current = list.some((c) => c._id === selected) ? selected : null;

  const confirm = () => {
    const card = list.find((c) => c._id === current);
    if (!card) return setError(t('selectCard'));
    paymentChoice.chooseSavedCard(card);
    checkout.choose(PAYMENT_TYPE.ONLINE_CARD);
    navigate(pathFor('Cart'), { replace: true });
  };

  const remove = async (card: Card) => {
    setDeleting(true);
    try {
      await deleteCard(card._id);
      paymentChoice.forgetCard(card._id);
      notify(t('deleted'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['payments', 'cards'] });
      setToDelete(null);
    } catch (failure) {
      notify(errorMessage(failure, t('common:genericError')), { kind: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('paymentTitle')}</h1>
      <section className={styles.card} aria-labelledby="cards-title">
        <h2 id="cards-title" className={styles.label}>
          {t('cardsTitle')}
        </h2>
        {cards.isPending ? (
          <Spinner size={28} />
        ) : cards.isError ? (
          <p className={styles.error} role="alert">
            {errorMessage(cards.error, t('common:genericError'))}
          </p>
        ) : list.length === 0 ? (
          <p className={styles.muted}>{t('noCards')}</p>
        ) : (
          <ul className={styles.cardList}>
            {list.map((card) => (
              <li key={card._id}>
                <label className={styles.cardItem}>
                  <input
                    type="radio"
                    name="card"
                    checked={current === card._id}
                    onChange={() => {
                      setSelected(card._id);
                      setError(null);
                    }}
                  />
                  <BrandBadge brand={card.card_brand} />
                  <span className={styles.cardText}>
                    <strong>{card.description}</strong>
                    <span className={styles.muted}>{t('endingIn', { last4: card.last4_digits })}</span>
                  </span>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('deleteCard', { description: card.description })}
                    onClick={(event) => {
                      event.preventDefault();
                      setToDelete(card);
                    }}
                  >
                    <CloseIcon size={20} />
                  </button>
                </label>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </section>
      <div className={styles.stack}>
        <Button variant="secondary" fullWidth onClick={() => navigate(pathFor('NewCreditCard'))}>
          {t('addCard')}
        </Button>
        <Button fullWidth onClick={confirm}>
          {t('confirm')}
        </Button>
      </div>
      {toDelete && (
        <Dialog
          open
          role="alertdialog"
          onOpenChange={(open) => !open && setToDelete(null)}
          title={t('deleteConfirm')}
          description={`${toDelete.description} · ${t('endingIn', { last4: toDelete.last4_digits })}`}
          actions={
            <>
              <Button variant="secondary" onClick={() => setToDelete(null)}>
                {t('cancel')}
              </Button>
              <Button loading={deleting} onClick={() => void remove(toDelete)}>
                {t('deleteYes')}
              </Button>
            </>
          }
        />
      )}
    </main>
  );
}

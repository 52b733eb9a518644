import {
  type CardForm as CardFormValues,
  detectBrand,
  holderCpfDigits,
  lastFour,
  tokenizationFields,
} from '@app/domain/payments/card-rules';
import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { checkout } from '../../features/checkout/index.ts';
import {
  associateCard,
  CardForm,
  credentialsQuery,
  paymentChoice,
  paymentsNavigation,
  paymentsStyles as styles,
  TokenizeError,
  tokenizeCard,
} from '../../features/payments/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useNavigate } from '../../lib/router.tsx';
import { useBrowserStore } from '../../lib/storage.ts';
import { uiStore } from '../../lib/ui-store.ts';

export const namespaces = ['payments'] as const;

/** Spec 3 §2.2 NewCreditCard (/novo-cartao): only with online payment, else Index. */
export function loader(): string | null {
  return uiStore.getState().onlinePayment === true ? null : '/';
}

/**
 * Tokenises the card in the browser at the provider (the number and CVC never reach our server),
 * then a logged-in person saves the token as a card (back to Payment with it chosen); anyone else
 * pays with the single-use token (back to the cart).
 */
export function Component() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const client = useQueryClient();
  const loggedIn = !!useBrowserStore((s) => s.token);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: CardFormValues) => {
    setBusy(true);
    setFormError(null);
    try {
      const credentials = await queryClient.fetchQuery(credentialsQuery());
      const token = await tokenizeCard(tokenizationFields(values), credentials);
      const brand = detectBrand(values.number).brand ?? 'unknown';
      if (loggedIn) {
        const card = await associateCard({
          token,
          description: values.description.trim(),
          owner_taxpayer_id: holderCpfDigits(values.cpf),
        });
        paymentChoice.chooseSavedCard(card);
        checkout.choose(PAYMENT_TYPE.ONLINE_CARD);
        await client.invalidateQueries({ queryKey: ['payments', 'cards'] });
        paymentsNavigation.leftNewCard();
        navigate(pathFor('Payment'), { replace: true });
      } else {
        paymentChoice.chooseCard({ kind: 'token', token, brand, last4: lastFour(values.number) });
        checkout.choose(PAYMENT_TYPE.ONLINE_CARD);
        navigate(pathFor('Cart'), { replace: true });
      }
    } catch (failure) {
      setFormError(
        failure instanceof TokenizeError
          ? failure.message || t('invalidCard')
          : errorMessage(failure, t('associateError')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('newCardTitle')}</h1>
      <section className={styles.card}>
        <CardForm loggedIn={loggedIn} busy={busy} formError={formError} onSubmit={(v) => void submit(v)} />
      </section>
    </main>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { assignOpenOrder, checkNumber } from '../api/open-order-calls.ts';
import styles from './open-orders.module.css';

type Props = {
  /** The number from the table's QR code (/home/{id}). */
  number: string;
  signedIn: boolean;
  staff: boolean;
  /** The guest's current account at the place, if any. */
  currentOrderId: string | null;
  loginLink: React.ReactNode;
  /** Goes to the account once the guest is on it. */
  onJoined: (orderId: string) => void;
  accountLink: (orderId: string) => React.ReactNode;
};

/**
 * The QR entry (spec 1 §4 open-order mode; decision 070): the table's number from the QR code; a
 * free table is opened by the first guest; an occupied one asks for the invite code (staff take
 * it over without one).
 */
export function TableEntry({ number, signedIn, staff, currentOrderId, loginLink, onJoined, accountLink }: Props) {
  const { t } = useTranslation('open-orders');
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const joined = async (orderId: string) => {
    await client.invalidateQueries({ queryKey: ['readuserinfo'] });
    onJoined(orderId);
  };
  const enter = useMutation({
    mutationFn: async () => {
      const check = await checkNumber({ number });
      if (!check.free && !staff) return { needsCode: true as const };
      const assigned = await assignOpenOrder({ number });
      return { needsCode: false as const, orderId: assigned.order._id };
    },
    onSuccess: (r) => {
      setError(null);
      if (r.needsCode) setAsking(true);
      else void joined(r.orderId);
    },
    onError: (e) => setError(errorMessage(e, t('genericError'))),
  });
  const withCode = useMutation({
    mutationFn: () => assignOpenOrder({ number, invite_code: code.trim() }),
    onSuccess: (r) => {
      setAsking(false);
      void joined(r.order._id);
    },
    // 'error.{code}' of the spec: the server's text for the code, else the generic one.
    onError: (e) => setCodeError(e instanceof ApiError ? errorMessage(e, t('genericError')) : t('genericError')),
  });

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-label={t('tableEntry', { number })}>
        <h2 className={styles.subtitle}>{t('tableEntry', { number })}</h2>
        {currentOrderId ? (
          accountLink(currentOrderId)
        ) : signedIn ? (
          <Button loading={enter.isPending} onClick={() => enter.mutate()}>
            {t('enterTable')}
          </Button>
        ) : (
          <>
            <p className={styles.muted}>{t('loginToEnter')}</p>
            {loginLink}
          </>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <Dialog
          open={asking}
          onOpenChange={setAsking}
          title={t('inviteCodeTitle')}
          description={t('inviteCodeHint')}
          closeLabel={t('close')}
          actions={
            <Button
              loading={withCode.isPending}
              onClick={() => {
                if (!code.trim()) setCodeError(t('required'));
                else withCode.mutate();
              }}
            >
              {t('join')}
            </Button>
          }
        >
          <TextField
            label={t('inviteCode')}
            value={code}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={20}
            onChange={(e) => setCode(e.target.value)}
            error={codeError}
          />
        </Dialog>
      </section>
    </div>
  );
}

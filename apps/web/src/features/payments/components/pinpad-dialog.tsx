import { PINPAD_RESULT_DELAY_MS } from '@app/domain/shared/constants';
import { formatMoney } from '@app/domain/shared/money';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import { PaymentFailure } from '../lib/finish-payment.ts';
import { chargeOnPinpad, PINPAD_DEFAULT_URL, type PinpadResult, type PinpadSession } from '../lib/pinpad-client.ts';
import { INITIAL_DISPLAY, pinpadDisplay } from '../lib/pinpad-display.ts';
import { type PinpadRequest, usePinpadRequest } from '../lib/pinpad-host.ts';
import styles from './payments.module.css';

/** Auto-close after the result: 'RETIRE O CARTAO' shows at 4 s, the dialog closes 2 s later. */
const AUTO_CLOSE_MS = PINPAD_RESULT_DELAY_MS + 2000;

/** Mounted where a card machine checkout can happen; shows the dialog while a charge runs. */
export function PinpadHost() {
  const request = usePinpadRequest();
  return request ? <PinpadDialog key={request.charge.metadata.reference_id} request={request} /> : null;
}

/**
 * The pin pad dialog (spec 1 §4, §8): the terminal's texts, PIN errors with the attempts left, the
 * result text and 'RETIRE O CARTAO' 4 s later (a terminal message overrides them), and the connect
 * error with a retry.
 */
export function PinpadDialog({ request }: { request: PinpadRequest }) {
  const { t, i18n } = useTranslation('payments');
  const storedUrl = useBrowserStore((s) => s.pinpadUrl);
  const url = storedUrl || PINPAD_DEFAULT_URL;
  const [state, dispatch] = useReducer(pinpadDisplay, INITIAL_DISPLAY);
  const [attempt, setAttempt] = useState(0);
  const [address, setAddress] = useState(url);
  const session = useRef<PinpadSession | null>(null);
  const result = useRef<PinpadResult | null>(null);

  // A retry (attempt + 1) opens a new connection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only restarts the charge
  useEffect(() => {
    dispatch({ kind: 'restart' });
    result.current = null;
    const s = chargeOnPinpad(request.charge, { url, onEvent: (event) => dispatch({ kind: 'event', event }) });
    session.current = s;
    let removeTimer = 0;
    let closeTimer = 0;
    s.result.then(
      (r) => {
        result.current = r;
        removeTimer = window.setTimeout(() => dispatch({ kind: 'removeCard' }), PINPAD_RESULT_DELAY_MS);
        closeTimer = window.setTimeout(() => request.resolve(r), AUTO_CLOSE_MS);
      },
      () => dispatch({ kind: 'unreachable' }),
    );
    return () => {
      window.clearTimeout(removeTimer);
      window.clearTimeout(closeTimer);
      s.close();
    };
  }, [request, url, attempt]);

  const finish = () => {
    if (result.current) request.resolve(result.current);
  };
  const giveUp = () => request.reject(new PaymentFailure(t('pinpad.unreachable'), 'pinpad'));

  const onOpenChange = (open: boolean) => {
    if (open) return;
    if (state.phase === 'done') finish();
    else if (state.phase === 'unreachable') giveUp();
    else session.current?.abort();
  };

  const amount = formatMoney(request.charge.valueInCents, i18n.language === 'en' ? 'en' : 'pt-BR');
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('pinpad.title')} role="alertdialog">
      <p className={styles.muted}>{t('pinpad.amount', { amount })}</p>
      {state.phase === 'unreachable' ? (
        <>
          <p className={styles.error} role="alert">
            {t('pinpad.unreachable')}
          </p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="pinpad-address">
              {t('pinpad.address')}
            </label>
            <input
              id="pinpad-address"
              className={styles.input}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              maxLength={200}
            />
          </div>
        </>
      ) : (
        <output className={styles.terminal} aria-live="polite" data-testid="pinpad-display">
          {state.text ?? (
            <>
              <Spinner size={20} decorative /> {t('pinpad.connecting')}
            </>
          )}
        </output>
      )}
      {state.pinError && state.phase !== 'unreachable' && (
        <p className={styles.error} role="alert">
          {t(`pinpad.${state.pinError.error}`)} {t('pinpad.attempts', { attempts: state.pinError.attempts })}
        </p>
      )}
      <div className={styles.actions}>
        {state.phase === 'unreachable' && (
          <>
            <Button variant="secondary" onClick={giveUp}>
              {t('cancel')}
            </Button>
            <Button
              onClick={() => {
                const next = address.trim();
                // Remembered for this computer; the default needs no key.
                if (/^wss?:\/\/\S+$/.test(next) && next !== url)
                  browserStore.getState().set('pinpadUrl', next === PINPAD_DEFAULT_URL ? null : next);
                setAttempt((n) => n + 1);
              }}
            >
              {t('pinpad.retry')}
            </Button>
          </>
        )}
        {(state.phase === 'connecting' || state.phase === 'charging') && (
          <Button variant="secondary" onClick={() => session.current?.abort()}>
            {t('pinpad.abort')}
          </Button>
        )}
        {state.phase === 'done' && <Button onClick={finish}>{t('pinpad.close')}</Button>}
      </div>
    </Dialog>
  );
}

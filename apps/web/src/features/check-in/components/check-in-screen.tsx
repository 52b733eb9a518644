import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorIs, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { checkInQuery, consumePlacesQuery, printCheckIn, saveCheckIn } from '../api/check-in-calls.ts';
import { fromGuest } from '../lib/check-in-form.ts';
import styles from './check-in.module.css';
import { CheckInForm } from './check-in-form.tsx';

/**
 * CheckInOpenOrder (/checkin/{id}): the guest's check-in on their room's account, the form again to
 * correct it, and the printed check-in. A person not on the account (and not staff) is refused.
 */
export function CheckInOfAccount({
  orderId,
  token,
  onDenied,
  accountLink,
}: {
  orderId: string;
  token: string | null;
  onDenied: () => void;
  accountLink: React.ReactNode;
}) {
  const { t } = useTranslation('check-in');
  const client = useQueryClient();
  const query = useQuery(checkInQuery(orderId, token));
  const [pdf, setPdf] = useState<string | null>(null);
  const print = useMutation({
    mutationFn: () => printCheckIn(orderId),
    onSuccess: (r) => {
      setPdf(r.pdf_url);
      notify(t('printed'));
    },
    onError: (e) => notify(errorMessage(e, t('genericError')), { kind: 'error' }),
  });
  if (query.isError) {
    if (errorIs(query.error, 'sessionRejected')) {
      queueMicrotask(onDenied);
      return null;
    }
    return (
      <div className={styles.screen}>
        <p className={styles.muted}>{errorMessage(query.error, t('genericError'))}</p>
      </div>
    );
  }
  if (!query.data) return null;
  const state = query.data;
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('titleOf', { number: state.order.number })}</h1>
      {state.checkin ? (
        <section className={styles.done} aria-label={t('doneTitle')}>
          <strong>{t('doneTitle')}</strong>
          <span>{t('doneText', { name: state.checkin.guest.full_name })}</span>
          <div className={styles.actions}>
            <Button loading={print.isPending} onClick={() => print.mutate()}>
              {t('print')}
            </Button>
            {accountLink}
          </div>
          {pdf && (
            <a href={pdf} target="_blank" rel="noreferrer">
              {t('downloadPdf')}
            </a>
          )}
        </section>
      ) : (
        <p className={styles.muted}>{state.required ? t('requiredHint') : t('intro')}</p>
      )}
      <CheckInForm
        key={state.checkin?.updated_at ?? 'new'}
        {...(state.checkin ? { initial: fromGuest(state.checkin.guest) } : {})}
        submitLabel={state.checkin ? t('update') : t('submit')}
        onSubmit={async (guest) => {
          await saveCheckIn({ order_id: orderId, guest });
          await client.invalidateQueries({ queryKey: ['checkin', orderId] });
          notify(t('saved'));
        }}
      />
    </div>
  );
}

/**
 * CheckIn (/checkin): the guest picks their room (or chalet), with the invite code when someone
 * already opened it, and fills in the check-in; the room's account opens for them.
 */
export function CheckInByRoom({ onDone }: { onDone: (orderId: string) => void }) {
  const { t } = useTranslation('check-in');
  const client = useQueryClient();
  const places = useQuery(consumePlacesQuery);
  const rooms = (places.data?.consume_places ?? []).filter((p) => p.kind === 'room' || p.kind === 'chalet');
  const [room, setRoom] = useState('');
  const [code, setCode] = useState('');
  const [roomError, setRoomError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const chosen = rooms.find((r) => r._id === room);

  const before = (
    <>
      <p className={styles.muted}>{t('intro')}</p>
      <div className={styles.grid}>
        <SelectField
          label={t('room')}
          name="room"
          value={room}
          onChange={(e) => {
            setRoom(e.target.value);
            setRoomError(null);
          }}
          error={roomError ?? undefined}
        >
          <option value="">{t('choose')}</option>
          {rooms.map((r) => (
            <option key={r._id} value={r._id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('inviteCode')}
          name="invite_code"
          hint={t('inviteCodeHint')}
          keepHint
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={20}
          onChange={(e) => {
            setCode(e.target.value);
            setCodeError(null);
          }}
          error={codeError ?? undefined}
        />
      </div>
    </>
  );

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('title')}</h1>
      <CheckInForm
        before={before}
        beforeSubmit={() => {
          if (chosen) return true;
          setRoomError(t('required'));
          return false;
        }}
        submitLabel={t('submit')}
        onSubmit={async (guest) => {
          if (!chosen) return;
          try {
            const saved = await saveCheckIn({
              number: chosen.name,
              kind: chosen.kind,
              ...(code.trim() ? { invite_code: code.trim() } : {}),
              guest,
            });
            await client.invalidateQueries({ queryKey: ['readuserinfo'] });
            notify(t('saved'));
            onDone(saved.order._id);
          } catch (failure) {
            // A taken room: the code is what is missing or wrong ('error.{code}' of the spec).
            if (errorIs(failure, 'inviteCode')) {
              setCodeError(errorMessage(failure, t('genericError')));
              return;
            }
            throw failure;
          }
        }}
      />
    </div>
  );
}

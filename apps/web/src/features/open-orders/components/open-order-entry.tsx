import type { ConsumeKind } from '@app/domain/open-orders/rules';
import { matchConsumePlace } from '@app/domain/open-orders/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import { assignOpenOrder, checkNumber } from '../api/open-order-calls.ts';
import { consumePlaceListQuery } from '../api/open-order-create-calls.ts';
import styles from './tables.module.css';

/** 'Não Tenho' in the consume-place history: the guest orders at the counter, with no account. */
const NO_NUMBER = 'none';

type Spot = { number: string; kind?: ConsumeKind; label: string };

type Props = {
  /** The number from the table's QR code (/home/{id}), or null without one. */
  comanda: string | null;
  signedIn: boolean;
  staff: boolean;
  /** The guest's current account at the place, if any. */
  currentOrderId: string | null;
  /** Whether the place also delivers or lets people pick up (the order-type dialog asks first). */
  offersDelivery: boolean;
  loginLink: React.ReactNode;
  onJoined: (orderId: string) => void;
  accountLink: (orderId: string) => React.ReactNode;
};

/**
 * Getting into an open account (spec 1 §4 open-order mode, spec 3 §2.4; decisions 070, 108): the
 * table's QR code names the number; without one the guest says how they order (delivery or local)
 * and, for a local order, picks or types the number, or says 'Não Tenho'. A free number opens for
 * them; an occupied one asks a guest for the invite code (staff take it over).
 */
export function OpenOrderEntry(p: Props) {
  const { t } = useTranslation(['tables', 'open-orders']);
  const client = useQueryClient();
  const places = useQuery(consumePlaceListQuery);
  const history = useBrowserStore((s) => s.consumePlaceHistory);
  const [step, setStep] = useState<'idle' | 'type' | 'number' | 'code' | 'table'>('idle');
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState(history[0]?._id !== NO_NUMBER ? (history[0]?._id ?? '') : '');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [tableCode, setTableCode] = useState('');
  const [tableCodeError, setTableCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [spot, setSpot] = useState<Spot | null>(null);

  const option = places.data?.option ?? 'table';
  const listed = places.data?.consume_places ?? [];
  const ofOption = listed.filter((c) => c.kind === option);

  /** The QR's number as a listed spot: its id, its exact name, or the trailing number of the usual kind. */
  const fromQr = (value: string): Spot => {
    const byId = listed.find((c) => c._id === value);
    const withActive = listed.map((c) => ({ ...c, active: true }));
    const byName =
      byId ??
      withActive.find((c) => c.name.toLowerCase() === value.trim().toLowerCase()) ??
      matchConsumePlace(withActive, option, value);
    return byName ? { number: byName.name, kind: byName.kind, label: byName.name } : { number: value, label: value };
  };

  const joined = async (orderId: string) => {
    await client.invalidateQueries({ queryKey: ['readuserinfo'] });
    setStep('idle');
    p.onJoined(orderId);
  };
  const enter = useMutation({
    mutationFn: async (target: Spot) => {
      const body = { number: target.number, ...(target.kind ? { kind: target.kind } : {}) };
      const check = await checkNumber(body);
      if (!check.free && !p.staff) return { ask: 'code' as const };
      // A free table opens with the code printed beside its QR (decision 186); staff need none.
      if (check.free && check.table_code_required) return { ask: 'table' as const };
      const assigned = await assignOpenOrder(body);
      return { ask: null, orderId: assigned.order._id };
    },
    onSuccess: (r) => {
      setError(null);
      if (r.ask) setStep(r.ask);
      else void joined(r.orderId);
    },
    onError: (e) => {
      const message = errorMessage(e, t('open-orders:genericError'));
      if (step === 'number') setNumberError(message);
      else setError(message);
    },
  });
  const withCode = useMutation({
    mutationFn: (target: Spot) =>
      assignOpenOrder({
        number: target.number,
        ...(target.kind ? { kind: target.kind } : {}),
        invite_code: code.trim(),
      }),
    onSuccess: (r) => void joined(r.order._id),
    // 'error.{code}' of the spec: the server's text for the code, else the generic one.
    onError: (e) => setCodeError(errorMessage(e, t('open-orders:genericError'))),
  });

  const withTableCode = useMutation({
    mutationFn: (target: Spot) =>
      assignOpenOrder({
        number: target.number,
        ...(target.kind ? { kind: target.kind } : {}),
        table_code: tableCode.trim(),
      }),
    onSuccess: (r) => void joined(r.order._id),
    onError: (e) => setTableCodeError(errorMessage(e, t('open-orders:genericError'))),
  });

  // The spot code's words follow the kind of account (decision 207): 'Código da comanda'.
  const codeKind = (spot?.kind ?? option) === 'table' ? undefined : (spot?.kind ?? option);

  const go = (target: Spot) => {
    setSpot(target);
    enter.mutate(target);
  };

  const chooseNumber = () => {
    const chosen = ofOption.find((c) => c._id === picked);
    if (ofOption.length > 0 && !chosen) {
      setNumberError(t('open-orders:required'));
      return;
    }
    if (ofOption.length === 0 && !typed.trim()) {
      setNumberError(t('open-orders:required'));
      return;
    }
    const target: Spot = chosen
      ? { number: chosen.name, kind: chosen.kind, label: chosen.name }
      : { number: typed.trim(), kind: option, label: typed.trim() };
    browserStore
      .getState()
      .pushConsumePlace({ _id: chosen?._id ?? target.number, name: target.label, value: target.number });
    go(target);
  };

  const noNumber = () => {
    browserStore.getState().pushConsumePlace({ _id: NO_NUMBER, name: t('noNumber') });
    setStep('idle');
  };

  const qrSpot = p.comanda ? fromQr(p.comanda) : null;
  const heading = qrSpot
    ? qrSpot.label.match(/^\d+$/)
      ? t('open-orders:tableEntry', { number: qrSpot.label })
      : qrSpot.label
    : t('entryTitle');

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-label={heading}>
        <h2 className={styles.subtitle}>{heading}</h2>
        {p.currentOrderId ? (
          p.accountLink(p.currentOrderId)
        ) : !p.signedIn ? (
          <>
            <p className={styles.muted}>{t('open-orders:loginToEnter')}</p>
            {p.loginLink}
          </>
        ) : qrSpot ? (
          <Button loading={enter.isPending} onClick={() => go(qrSpot)}>
            {t('open-orders:enterTable')}
          </Button>
        ) : (
          <>
            {history[0]?._id === NO_NUMBER && <p className={styles.muted}>{t('noNumberChosen')}</p>}
            <Button onClick={() => setStep(p.offersDelivery ? 'type' : 'number')}>{t('orderHere')}</Button>
          </>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </section>
      <Dialog
        open={step === 'type'}
        onOpenChange={(open) => !open && setStep('idle')}
        title={t('typeTitle')}
        closeLabel={t('close')}
      >
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setStep('idle')}>
            {t('typeDelivery')}
          </Button>
          <Button onClick={() => setStep('number')}>{t('typeLocal')}</Button>
        </div>
      </Dialog>
      <Dialog
        open={step === 'number'}
        onOpenChange={(open) => !open && setStep('idle')}
        title={t('numberTitle', { kind: t(`kinds.${option}`) })}
        description={t('numberHint')}
        closeLabel={t('close')}
        actions={
          <>
            <Button variant="secondary" onClick={noNumber}>
              {t('noNumber')}
            </Button>
            <Button loading={enter.isPending} onClick={chooseNumber}>
              {t('confirm')}
            </Button>
          </>
        }
      >
        {ofOption.length > 0 ? (
          <SelectField
            label={t(`kinds.${option}`)}
            name="consume_place"
            value={picked}
            onChange={(e) => {
              setPicked(e.target.value);
              setNumberError(null);
            }}
            error={numberError ?? undefined}
          >
            <option value="">{t('choose')}</option>
            {ofOption.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={t('number')}
            name="number"
            value={typed}
            inputMode="numeric"
            maxLength={40}
            autoComplete="off"
            onChange={(e) => {
              setTyped(e.target.value);
              setNumberError(null);
            }}
            error={numberError ?? undefined}
          />
        )}
      </Dialog>
      <Dialog
        open={step === 'code'}
        onOpenChange={(open) => !open && setStep('idle')}
        title={t('open-orders:inviteCodeTitle')}
        description={t('open-orders:inviteCodeHint')}
        closeLabel={t('close')}
        actions={
          <Button
            loading={withCode.isPending}
            onClick={() => {
              if (!code.trim()) setCodeError(t('open-orders:required'));
              else if (spot) withCode.mutate(spot);
            }}
          >
            {t('open-orders:join')}
          </Button>
        }
      >
        <TextField
          label={t('open-orders:inviteCode')}
          name="invite_code"
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
      </Dialog>
      <Dialog
        open={step === 'table'}
        onOpenChange={(open) => !open && setStep('idle')}
        title={t('tableCode', { context: codeKind })}
        description={t('tableCodeHint', { context: codeKind })}
        closeLabel={t('close')}
        actions={
          <Button
            loading={withTableCode.isPending}
            onClick={() => {
              if (!tableCode.trim()) setTableCodeError(t('open-orders:required'));
              else if (spot) withTableCode.mutate(spot);
            }}
          >
            {t('openTable')}
          </Button>
        }
      >
        <TextField
          label={t('tableCode', { context: codeKind })}
          name="table_code"
          value={tableCode}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={20}
          onChange={(e) => {
            setTableCode(e.target.value);
            setTableCodeError(null);
          }}
          error={tableCodeError ?? undefined}
        />
      </Dialog>
    </div>
  );
}

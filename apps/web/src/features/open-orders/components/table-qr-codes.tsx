import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { basePath } from '../../../lib/base-path.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import { consumePlaceListQuery, renewTableCode, tableCodesQuery } from '../api/open-order-create-calls.ts';
import { homeLink, type QrEntry, qrSheetHtml, spotCode } from '../lib/table-qr.ts';
import styles from './tables.module.css';

/** Prints a page in a hidden frame (kept until the next print, so the page stays inspectable). */
function printHtml(html: string, title: string) {
  document.getElementById('qr-print-frame')?.remove();
  const frame = document.createElement('iframe');
  frame.id = 'qr-print-frame';
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.srcdoc = html;
  frame.onload = () => frame.contentWindow?.print();
  document.body.appendChild(frame);
}

/**
 * The owner's table QR codes (spec 3 §2.4; decision 107): one per consume place of the settings,
 * plus numbers typed here (kept on this device, removed after a confirmation); each prints alone
 * or all together on an A4 sheet, with the table's code beside the QR.
 */
export function TableQrCodes({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('tables');
  const places = useQuery(consumePlaceListQuery);
  const stored = useBrowserStore((s) => s.tableQrCodes);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const typedNumbers = useMemo(() => stored.map((q) => q.number), [stored]);
  const codes = useQuery({ ...tableCodesQuery(typedNumbers, managerToken), enabled: open && !!managerToken });
  const renew = useMutation({
    mutationFn: (e: QrEntry) => renewTableCode(e.spotKey ?? ''),
    onSuccess: (list, e) => {
      void client.invalidateQueries({ queryKey: ['openorder/tablecodes'] });
      const code = list.find((c) => c.spot_key === e.spotKey)?.code ?? '';
      notify(t('renewed', { name: e.name, code }));
    },
    onError: (error) => notify(errorMessage(error, t('genericError')), { kind: 'error' }),
  });
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<QrEntry | null>(null);
  const [images, setImages] = useState<Record<string, string>>({});

  const entries = useMemo<QrEntry[]>(() => {
    const origin = window.location.origin;
    const option = places.data?.option ?? null;
    const printed = codes.data ?? [];
    const listed = (places.data?.consume_places ?? []).map((p) => {
      const code = spotCode(p.kind, p.name, option);
      const tableCode = printed.find((c) => c.spot_key === p._id)?.code ?? null;
      const link = homeLink(origin, basePath.basename, code);
      const codeLabel = t('tableCode', { context: p.kind });
      return {
        key: p._id,
        name: p.name,
        code,
        tableCode,
        codeLabel,
        spotKey: tableCode ? p._id : null,
        link,
        local: false,
      };
    });
    const local = stored
      .filter((q) => !listed.some((l) => l.code.toLowerCase() === q.number.toLowerCase()))
      .map((q) => {
        // A typed number the place takes has a code; one it does not take (it lists its tables) has none.
        const found = printed.find((c) => c.name.toLowerCase() === q.number.toLowerCase() && c.code);
        return {
          key: `local:${q.number}`,
          name: t('tableName', { number: q.number }),
          code: q.number,
          tableCode: found?.code ?? null,
          codeLabel: t('tableCode'),
          spotKey: found?.spot_key ?? null,
          link: q.link,
          local: true,
        };
      });
    return [...listed, ...local];
  }, [places.data, codes.data, stored, t]);

  // Each link is drawn once (the qrcode library, lazily); a typed number draws only its own.
  useEffect(() => {
    const missing = entries.filter((e) => !images[e.link]);
    if (missing.length === 0) return;
    let live = true;
    void import('qrcode').then(async (qr) => {
      const made: Record<string, string> = {};
      for (const e of missing) made[e.link] = await qr.toDataURL(e.link, { margin: 1, width: 480 });
      if (live) setImages((all) => ({ ...all, ...made }));
    });
    return () => {
      live = false;
    };
  }, [entries, images]);

  const print = (list: QrEntry[]) => {
    const ready = list.flatMap((e) => (images[e.link] ? [{ ...e, image: images[e.link] as string }] : []));
    // Not drawn yet, or the table codes not loaded: a sheet without them would open nothing.
    if (ready.length === 0 || ready.length < list.length || !codes.data) {
      notify(t('qrNotFound'), { kind: 'error' });
      return;
    }
    printHtml(qrSheetHtml(ready, { title: t('sheetTitle') }), t('sheetTitle'));
  };

  const add = () => {
    const typed = number.trim();
    if (!typed) {
      setNumberError(t('tableNumberRequired'));
      return;
    }
    const rest = browserStore.getState().tableQrCodes.filter((q) => q.number !== typed);
    browserStore
      .getState()
      .set('tableQrCodes', [
        ...rest,
        { number: typed, link: homeLink(window.location.origin, basePath.basename, typed) },
      ]);
    setNumber('');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('qrTitle')}
      description={t('qrHint')}
      closeLabel={t('close')}
    >
      <SubmitForm className={styles.addRow} onSubmit={add}>
        <TextField
          label={t('tableNumber')}
          name="table_number"
          value={number}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => {
            setNumber(e.target.value);
            setNumberError(null);
          }}
          error={numberError ?? undefined}
        />
        <Button type="submit" variant="secondary">
          {t('addTable')}
        </Button>
      </SubmitForm>
      <Button fullWidth onClick={() => print(entries)}>
        {t('printSheet')}
      </Button>
      <ul className={styles.qrGrid} aria-label={t('qrTitle')}>
        {entries.map((e) => (
          <li key={e.key} className={styles.qrItem}>
            {images[e.link] && <img src={images[e.link]} alt={t('qrOf', { name: e.name })} />}
            <span className={styles.qrName}>{e.name}</span>
            <span className={styles.muted}>{e.tableCode ? `${e.codeLabel}: ${e.tableCode}` : t('noCode')}</span>
            <div className={styles.actions}>
              {e.spotKey && (
                <Button
                  variant="text"
                  loading={renew.isPending && renew.variables?.key === e.key}
                  onClick={() => renew.mutate(e)}
                  aria-label={t('renewOne', { name: e.name })}
                >
                  {t('renewCode')}
                </Button>
              )}
              <Button variant="text" onClick={() => print([e])} aria-label={t('printOne', { name: e.name })}>
                {t('print')}
              </Button>
              {e.local && (
                <Button variant="text" onClick={() => setRemoving(e)} aria-label={t('removeOne', { name: e.name })}>
                  {t('remove')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        role="alertdialog"
        title={t('removeTitle')}
        description={removing ? t('removeText', { name: removing.name }) : ''}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button
              onClick={() => {
                if (removing) {
                  const state = browserStore.getState();
                  state.set(
                    'tableQrCodes',
                    state.tableQrCodes.filter((q) => `local:${q.number}` !== removing.key),
                  );
                }
                setRemoving(null);
              }}
            >
              {t('remove')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

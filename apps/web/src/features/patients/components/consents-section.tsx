import { formatDateTime } from '@app/domain/orders/rules';
import { CONSENT_PURPOSES, CONSENT_TEXT_VERSION, type ConsentPurpose } from '@app/domain/patients/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { type PatientDetail, recordConsent } from '../api/patients-calls.ts';
import styles from './patients.module.css';

/**
 * Consent per purpose (LGPD art. 11; CFM 2.336/2023 for before/after images): the text the patient
 * reads, its version, and who recorded it when. A withdrawal is recorded the same way; the history stays.
 */
export function ConsentsSection({ detail }: { detail: PatientDetail }) {
  const { t } = useTranslation('patients');
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const current = new Map((detail.consents ?? []).map((c) => [c.purpose, c]));
  const record = async (purpose: ConsentPurpose, granted: boolean) => {
    setBusy(purpose);
    try {
      await recordConsent({
        patient_id: detail.patient._id,
        purpose,
        granted,
        text_version: CONSENT_TEXT_VERSION[purpose],
      });
      notify(t('consents.saved'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['patients/get', detail.patient._id] });
    } catch (error) {
      notify(errorMessage(error, t('form.genericError')), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.form}>
      <p className={ops.muted}>{t('consents.intro')}</p>
      {CONSENT_PURPOSES.map((purpose) => {
        const c = current.get(purpose);
        return (
          <article
            key={purpose}
            className={`${ops.panel} ${styles.consent}`}
            aria-label={t(`consents.${purpose}.title`)}
          >
            <h2 className={ops.subtitle}>{t(`consents.${purpose}.title`)}</h2>
            <p className={styles.clinical}>{t(`consents.${purpose}.text`)}</p>
            <p className={ops.muted} role="status">
              {c
                ? t(c.granted ? 'consents.granted' : 'consents.withdrawn', {
                    when: formatDateTime(c.recorded_at),
                    version: c.text_version,
                    by: c.recorded_by ?? '—',
                  })
                : t('consents.none')}
            </p>
            <div className={ops.row}>
              {!c?.granted && (
                <Button size="small" loading={busy === purpose} onClick={() => record(purpose, true)}>
                  {t('consents.grant')}
                </Button>
              )}
              {c?.granted && (
                <Button
                  size="small"
                  variant="secondary"
                  loading={busy === purpose}
                  onClick={() => record(purpose, false)}
                >
                  {t('consents.withdraw')}
                </Button>
              )}
            </div>
          </article>
        );
      })}
    </section>
  );
}

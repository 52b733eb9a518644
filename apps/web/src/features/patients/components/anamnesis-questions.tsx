import { ANAMNESIS_FORMS, type AnamnesisField } from '@app/domain/patients/anamnesis-form';
import type { AnamnesisAnswers } from '@app/domain/patients/anamnesis-rules';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type AnamnesisErrors, toggleOption } from '../lib/anamnesis-draft.ts';
import styles from './anamnesis.module.css';

type Answer = AnamnesisAnswers[string];

/**
 * The questions of one anamnesis form version, by section (decision 165): yes/no with details when
 * the answer is yes, one choice, several choices, free text. Used by staff and by the patient's link.
 */
export function AnamnesisQuestions({
  version,
  answers,
  errors,
  onChange,
}: {
  version: string;
  answers: AnamnesisAnswers;
  errors: AnamnesisErrors;
  onChange: (key: string, answer: Answer) => void;
}) {
  const { t } = useTranslation('anamnesis');
  const form = ANAMNESIS_FORMS[version];
  if (!form) return null;
  const errorOf = (key: string) => (errors[key] ? t(`errors.${errors[key]}`) : null);
  const question = (f: AnamnesisField) => `${t(`questions.${f.key}`)}${f.required ? ' *' : ''}`;

  const fieldOf = (f: AnamnesisField) => {
    const answer = answers[f.key];
    const value = answer?.value ?? null;
    switch (f.kind) {
      case 'yes_no':
        return (
          <div key={f.key} className={styles.question}>
            <SelectField
              label={question(f)}
              value={value === true ? 'yes' : value === false ? 'no' : ''}
              error={errors[f.key] === 'detailRequired' ? null : errorOf(f.key)}
              onChange={(e) =>
                onChange(f.key, {
                  value: e.target.value === '' ? null : e.target.value === 'yes',
                  detail: answer?.detail ?? null,
                })
              }
            >
              <option value="">{t('choose')}</option>
              <option value="yes">{t('yes')}</option>
              <option value="no">{t('no')}</option>
            </SelectField>
            {value === true && f.detailWhenYes !== false && (
              <TextAreaField
                label={t('details')}
                hint={t('detailsHint')}
                value={answer?.detail ?? ''}
                rows={2}
                maxLength={2000}
                error={errors[f.key] === 'detailRequired' ? errorOf(f.key) : null}
                onChange={(e) => onChange(f.key, { value: true, detail: e.target.value })}
              />
            )}
          </div>
        );
      case 'choice':
        return (
          <div key={f.key} className={styles.question}>
            <SelectField
              label={question(f)}
              value={typeof value === 'string' ? value : ''}
              error={errorOf(f.key)}
              onChange={(e) => onChange(f.key, { value: e.target.value || null })}
            >
              <option value="">{t('choose')}</option>
              {f.options?.map((o) => (
                <option key={o} value={o}>
                  {t(`options.${f.key}.${o}`)}
                </option>
              ))}
            </SelectField>
          </div>
        );
      case 'multi':
        return (
          <fieldset key={f.key} className={`${styles.question} ${styles.wide} ${styles.multi}`}>
            <legend>{question(f)}</legend>
            <div className={styles.options}>
              {f.options?.map((o) => (
                <CheckboxField
                  key={o}
                  label={t(`options.${f.key}.${o}`)}
                  checked={Array.isArray(value) && value.includes(o)}
                  onChange={() => onChange(f.key, { value: toggleOption(answer, o) })}
                />
              ))}
            </div>
            {errorOf(f.key) && <p className={ops.error}>{errorOf(f.key)}</p>}
          </fieldset>
        );
      case 'text':
        return (
          <div key={f.key} className={`${styles.question} ${styles.wide}`}>
            <TextAreaField
              label={question(f)}
              value={typeof value === 'string' ? value : ''}
              rows={2}
              maxLength={2000}
              error={errorOf(f.key)}
              onChange={(e) => onChange(f.key, { value: e.target.value })}
            />
          </div>
        );
    }
  };

  return (
    <>
      {form.sections.map((s) => (
        <fieldset key={s.key} className={`${ops.panel} ${styles.section}`}>
          <legend>{t(`sections.${s.key}`)}</legend>
          {s.fields.map(fieldOf)}
        </fieldset>
      ))}
    </>
  );
}

/** One saved anamnesis, read only, under the questions of the version it was answered with. */
export function AnamnesisAnswersView({ version, answers }: { version: string; answers: AnamnesisAnswers }) {
  const { t } = useTranslation('anamnesis');
  const form = ANAMNESIS_FORMS[version];
  if (!form) return <p className={ops.muted}>{t('version', { version })}</p>;
  const shown = (f: AnamnesisField): string => {
    const a = answers[f.key];
    const v = a?.value ?? null;
    if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) return t('notAnswered');
    if (typeof v === 'boolean') return `${v ? t('yes') : t('no')}${a?.detail ? ` — ${a.detail}` : ''}`;
    if (Array.isArray(v)) return v.map((o) => t(`options.${f.key}.${o}`)).join(', ');
    return f.kind === 'choice' ? t(`options.${f.key}.${v}`) : v;
  };
  return (
    <div className={styles.answers}>
      {form.sections.map((s) => (
        <section key={s.key}>
          <h3 className={ops.subtitle}>{t(`sections.${s.key}`)}</h3>
          <dl className={styles.answerList}>
            {s.fields.map((f) => (
              <div key={f.key}>
                <dt>{t(`questions.${f.key}`)}</dt>
                <dd className={answers[f.key] ? undefined : ops.muted}>{shown(f)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className={ops.muted}>{t('version', { version })}</p>
    </div>
  );
}

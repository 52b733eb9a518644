import { ApiError } from '@app/domain/client';
import type { AnamnesisAnswers } from '@app/domain/patients/anamnesis-rules';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type AnamnesisErrors, answerErrors } from '../lib/anamnesis-draft.ts';
import styles from './anamnesis.module.css';
import { AnamnesisQuestions } from './anamnesis-questions.tsx';

/**
 * The anamnesis form with its checks: every question marked at once, the server's refusal under its
 * question; nothing typed is lost. With `declaration` the person confirms the answers are true
 * (the patient's link).
 */
export function AnamnesisEditor({
  version,
  heading,
  declaration = false,
  submitLabel,
  onSave,
  onCancel,
}: {
  version: string;
  heading?: ReactNode;
  declaration?: boolean;
  submitLabel?: string;
  onSave: (answers: AnamnesisAnswers) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('anamnesis');
  const [answers, setAnswers] = useState<AnamnesisAnswers>({});
  const [errors, setErrors] = useState<AnamnesisErrors>({});
  const [declared, setDeclared] = useState(false);
  const [declarationError, setDeclarationError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (key: string, answer: AnamnesisAnswers[string]) => {
    setAnswers((a) => ({ ...a, [key]: answer }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
    setFormError(null);
  };

  const submit = async () => {
    const local = answerErrors(version, answers);
    setErrors(local);
    const missingDeclaration = declaration && !declared;
    setDeclarationError(missingDeclaration ? t('declarationRequired') : null);
    if (Object.keys(local).length > 0 || missingDeclaration) {
      setFormError(t('fixErrors'));
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      await onSave(answers);
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      const key = field?.startsWith('answers.') ? field.slice('answers.'.length) : null;
      if (key && error instanceof ApiError) setErrors((e) => ({ ...e, [key]: 'answerInvalid' }));
      setFormError(errorMessage(error, t('genericError')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      {heading}
      <AnamnesisQuestions version={version} answers={answers} errors={errors} onChange={change} />
      {declaration && (
        <div className={ops.panel}>
          <CheckboxField
            label={t('declaration')}
            checked={declared}
            error={declarationError}
            onChange={(e) => {
              setDeclared(e.target.checked);
              setDeclarationError(null);
            }}
          />
        </div>
      )}
      {formError && (
        <p role="alert" className={ops.error}>
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('view.cancel')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saving ? t('saving') : (submitLabel ?? t('save'))}
        </Button>
      </div>
    </SubmitForm>
  );
}

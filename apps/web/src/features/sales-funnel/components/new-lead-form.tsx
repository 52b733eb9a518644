import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { createLead, type Lead } from '../api/sales-funnel-calls.ts';
import styles from './sales-funnel.module.css';

/** Enters a lead by hand (createChatFunnel); the form keeps what was typed when refused. */
export function NewLeadForm({ onCreated }: { onCreated: (lead: Lead) => void }) {
  const { t } = useTranslation('sales-funnel');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <SubmitForm
      className={styles.newLead}
      onSubmit={async () => {
        setError(null);
        try {
          onCreated(await createLead({ name: name.trim(), phone }));
        } catch (e) {
          setError(errorMessage(e, t('board.createError')));
        }
      }}
    >
      <TextField
        label={t('lead.name')}
        value={name}
        required
        maxLength={200}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('lead.phone')}
        type="tel"
        value={phone}
        required
        maxLength={40}
        onChange={(e) => setPhone(e.target.value)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit">{t('board.createButton')}</Button>
    </SubmitForm>
  );
}

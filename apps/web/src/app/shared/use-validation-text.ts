import type { MessageKey } from '@app/domain/shared/messages';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * Text of a domain rule's MessageKey (the `validation` namespace is the domain's message file).
 * It loads after the first paint: no message is needed before the person submits.
 */
export function useValidationText(): (key: MessageKey | null) => string | null {
  const { t, i18n } = useTranslation('validation', { useSuspense: false });
  useEffect(() => {
    void i18n.loadNamespaces('validation');
  }, [i18n]);
  return (key) => (key ? t(key) : null);
}

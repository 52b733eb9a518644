import type { MessageKey } from '@app/domain/shared/messages';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/** How long after the list appears the refusal texts load, when nothing asked for them sooner. */
const LOAD_AFTER_MS = 1500;

/**
 * Texts of the domain's refusals ('Estoque insuficiente', 'Quantidade Máxima'...) for the product
 * list. Their namespace (the domain's whole message file) stays off Home's first load: it loads
 * shortly after the list has painted, or at once when a text is first needed.
 */
export function useValidationLater(): (key: MessageKey) => string {
  const { i18n } = useTranslation('catalogue');
  const [, setReady] = useState(() => i18n.hasLoadedNamespace('validation'));
  const load = useCallback(() => {
    if (!i18n.hasLoadedNamespace('validation')) void i18n.loadNamespaces('validation').then(() => setReady(true));
  }, [i18n]);
  useEffect(() => {
    const timer = window.setTimeout(load, LOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [load]);
  return (key) => {
    if (!i18n.hasLoadedNamespace('validation')) queueMicrotask(load);
    return i18n.t(`validation:${key}`);
  };
}

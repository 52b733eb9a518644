import type { MessageKey } from '@app/domain/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { i18n } from '../../../lib/i18n.ts';

/** How long after the list appears the refusal texts load, when nothing asked for them sooner. */
const LOAD_AFTER_MS = 1500;

let timer: number | undefined;

/** Loads the refusal texts once, `LOAD_AFTER_MS` after the first list mounted (one timer for all cards). */
function loadLater() {
  if (timer !== undefined || i18n.hasLoadedNamespace('validation')) return;
  timer = window.setTimeout(() => void i18n.loadNamespaces('validation').catch(() => {}), LOAD_AFTER_MS);
}

/**
 * Texts of the domain's refusals ('Estoque insuficiente', 'Quantidade Máxima'...) for the product
 * list. Their namespace (the domain's whole message file) stays off Home's first load: it loads
 * shortly after the list has painted, or at once when a text is first needed.
 *
 * Only a card that showed a text before the namespace arrived renders again when it does: a
 * re-render of every card of Home (30 and more) at once was a long task (bench/RESULTS.md
 * 2026-11-28, decision 247).
 */
export function useValidationLater(): (key: MessageKey) => string {
  const [, setReady] = useState(false);
  const waiting = useRef(false);
  useEffect(loadLater, []);
  return (key) => {
    if (!i18n.hasLoadedNamespace('validation') && !waiting.current) {
      waiting.current = true;
      queueMicrotask(() =>
        i18n
          .loadNamespaces('validation')
          .then(() => setReady(true))
          .catch(() => {}),
      );
    }
    return i18n.t(`validation:${key}`);
  };
}

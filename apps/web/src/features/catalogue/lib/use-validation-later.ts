import type { MessageKey } from '@app/domain/shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../../lib/i18n.ts';

/** How long after the list appears the refusal texts load, when nothing asked for them sooner. */
const LOAD_AFTER_MS = 1500;

let timer: number | undefined;

/** Loads the refusal texts once, `LOAD_AFTER_MS` after the first list mounted (one timer for all cards). */
function loadLater() {
  if (timer !== undefined || i18n.hasLoadedNamespace('validation')) return;
  timer = window.setTimeout(() => void i18n.loadNamespaces('validation').catch(() => {}), LOAD_AFTER_MS);
}

/** Starts the refusal texts' delayed load once `shown` (a list's products are on screen). */
export function useLoadValidationWhen(shown: boolean): void {
  useEffect(() => {
    if (shown) loadLater();
  }, [shown]);
}

/**
 * Texts of the domain's refusals ('Estoque insuficiente', 'Quantidade Máxima'...) for the product
 * list. Their namespace (the domain's whole message file) stays off Home's first load: it loads
 * shortly after the list has painted (useLoadValidationWhen), or at once when a text is first
 * needed.
 *
 * The component renders again when the namespace arrives only if it asked for a text before: a
 * re-render of every card of Home (30 and more) at once was a long task (bench/RESULTS.md
 * 2026-11-28, decision 247). The function keeps its identity, so it can sit in a memoised value.
 */
export function useValidationLater(): (key: MessageKey) => string {
  const [, setReady] = useState(false);
  const waiting = useRef(false);
  return useCallback((key: MessageKey) => {
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
  }, []);
}

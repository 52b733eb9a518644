import type { MessageKey } from '@app/domain/shared/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Idle = {
  requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Texts of the domain's refusals ('Estoque insuficiente', 'Quantidade Máxima'...) for the product
 * list. Their namespace (the domain's whole message file) loads once the list has painted, when
 * the browser is idle, to keep it off Home's first load; the texts are needed on hover or click.
 */
export function useValidationLater(): (key: MessageKey) => string {
  const { i18n } = useTranslation('catalogue');
  const [, setReady] = useState(() => i18n.hasLoadedNamespace('validation'));
  useEffect(() => {
    if (i18n.hasLoadedNamespace('validation')) return;
    let live = true;
    const load = () => void i18n.loadNamespaces('validation').then(() => live && setReady(true));
    const w = window as Window & Idle;
    const id = w.requestIdleCallback ? w.requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 500);
    return () => {
      live = false;
      if (w.cancelIdleCallback) w.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [i18n]);
  return (key) => i18n.t(`validation:${key}`);
}

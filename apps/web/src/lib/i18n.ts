import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

// pt-BR by default, en with US$; a provider variant (service-provider mode) overrides a few words
// (pedido → atendimento) and falls back to pt-BR. Resources load per namespace, on demand.

export const PROVIDER_LOCALE = 'pt-BR-x-provider';
export const DEFAULT_LOCALE = 'pt-BR';
export type AppLocale = 'pt-BR' | 'en' | typeof PROVIDER_LOCALE;

type Resource = Record<string, unknown>;
type Loader = () => Promise<{ default: Resource }>;

const files = import.meta.glob<{ default: Resource }>('../locales/*/*.json');
// The validation namespace is the domain's message file: one text per rule, shared with the server.
const validation: Record<string, Loader> = {
  'pt-BR': () => import('@domain-messages/messages.pt-BR.json'),
  en: () => import('@domain-messages/messages.en.json'),
};

function loaderFor(language: string, namespace: string): Loader | undefined {
  if (namespace === 'validation') return validation[language];
  return files[`../locales/${language}/${namespace}.json`];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderFor(language, namespace);
    // A variant without this namespace simply falls back to pt-BR.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: { [PROVIDER_LOCALE]: [DEFAULT_LOCALE], default: [DEFAULT_LOCALE] },
    supportedLngs: false,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    // The domain's messages use {name} placeholders; every namespace follows the same rule.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

/** The language sent to the server: the variant speaks pt-BR. */
export function apiLanguage(): 'pt-BR' | 'en' {
  return i18n.language === 'en' ? 'en' : 'pt-BR';
}

/** Loads namespaces before a lazy screen renders, so it does not flash keys or suspend. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces(namespaces);
}

export async function switchToProviderLocale(): Promise<void> {
  if (i18n.language !== PROVIDER_LOCALE) await i18n.changeLanguage(PROVIDER_LOCALE);
  document.documentElement.lang = DEFAULT_LOCALE;
}

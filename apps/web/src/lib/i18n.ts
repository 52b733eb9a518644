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

/** The variant's words over the base text, key by key (nested objects merged, not replaced). */
export function overlay(base: Resource, variant: Resource): Resource {
  const out: Resource = { ...base };
  for (const [key, value] of Object.entries(variant)) {
    const under = out[key];
    const bothObjects = isObject(value) && isObject(under);
    out[key] = bothObjects ? overlay(under as Resource, value as Resource) : value;
  }
  return out;
}

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A namespace's text for a language. The provider variant is the pt-BR text with its few words on
 * top, loaded as one bundle: an empty variant bundle would count as loaded before pt-BR arrived,
 * and a screen would show keys until something re-rendered it.
 */
export async function readNamespace(language: string, namespace: string): Promise<Resource> {
  if (language === PROVIDER_LOCALE) {
    const [base, variant] = await Promise.all([
      readNamespace(DEFAULT_LOCALE, namespace),
      loaderFor(PROVIDER_LOCALE, namespace)?.(),
    ]);
    return variant ? overlay(base, variant.default) : base;
  }
  const load = loaderFor(language, namespace);
  return load ? (await load()).default : {};
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    readNamespace(language, namespace).then(
      (resource) => callback(null, resource),
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

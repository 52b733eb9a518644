import { useSyncExternalStore } from 'react';

// pt-BR by default, en with US$; a provider variant (service-provider mode) overrides a few words
// (pedido → atendimento) and falls back to pt-BR. Resources load per namespace, on demand.
//
// The app's own translator (decision 204), in place of i18next + react-i18next (~16 KB gzipped of
// Home's first screen): the same call shape — `useTranslation(ns)` (suspends until the namespace is
// loaded), `t(key, vars)` with `{name}` placeholders, 'ns:key', `{ ns }`, `count` plurals by
// Intl.PluralRules (`_zero` first when the count is 0, then `_one`/`_other`…, then the bare key),
// `context` (`key_<context>` before the key), `defaultValue`, `returnObjects`, a missing key answered as the key — and only what the app uses.

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

const isObject = (v: unknown): v is Resource => typeof v === 'object' && v !== null && !Array.isArray(v);

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

export type TOptions = {
  count?: number;
  ns?: string | readonly string[];
  defaultValue?: string;
  returnObjects?: boolean;
  /** `key_<context>` first, then the key (i18next's context; e.g. the kind of spot). */
  context?: string;
  [variable: string]: unknown;
};

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

/** A key's value in one namespace: nested by '.', or a flat key that itself holds dots. */
function lookup(tree: unknown, path: string): unknown {
  if (!isObject(tree)) return undefined;
  if (path in tree) return tree[path];
  let dot = path.indexOf('.');
  while (dot > 0) {
    const head = tree[path.slice(0, dot)];
    if (isObject(head)) {
      const found = lookup(head, path.slice(dot + 1));
      if (found !== undefined) return found;
    }
    dot = path.indexOf('.', dot + 1);
  }
  return undefined;
}

const placeholder = /\{(.+?)\}/g;

/** `{name}` (or `{a.b}`) replaced by the variable; a placeholder without one stays as written. */
function interpolate(text: string, vars: TOptions | undefined): string {
  if (!vars || !text.includes('{')) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = lookup(vars, name.trim());
    return value === undefined || value === null ? whole : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language === PROVIDER_LOCALE ? DEFAULT_LOCALE : language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

type Listener = () => void;

/** The texts loaded so far, the language, and who re-renders when either changes. */
class Translator {
  language: string = DEFAULT_LOCALE;
  private readonly store = new Map<string, Resource>(); // `${language}|${namespace}`
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();

  /** The languages a text is looked up in, in order: the language, then pt-BR. */
  private chain(language: string): string[] {
    return language === DEFAULT_LOCALE ? [language] : [language, DEFAULT_LOCALE];
  }

  hasLoadedNamespace(namespace: string, language = this.language): boolean {
    return this.chain(language).every((lng) => this.store.has(`${lng}|${namespace}`));
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const id = `${language}|${namespace}`;
    if (this.store.has(id)) return Promise.resolve();
    let pending = this.pending.get(id);
    if (!pending) {
      pending = readNamespace(language, namespace).then(
        (resource) => {
          this.store.set(id, resource);
          this.pending.delete(id);
          this.changed();
        },
        (error: unknown) => {
          this.pending.delete(id);
          throw error;
        },
      );
      this.pending.set(id, pending);
    }
    return pending;
  }

  /** Loads namespaces for the language (and pt-BR under it); resolves when all are there. */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(
      list.flatMap((namespace) => this.chain(language).map((lng) => this.loadOne(lng, namespace))),
    ).then(() => {});
  }

  /** Texts given directly (tests): the namespace counts as loaded for that language. */
  addResources(language: string, namespace: string, resource: Resource): void {
    this.store.set(`${language}|${namespace}`, resource);
    this.changed();
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    const loaded = [...new Set([...this.store.keys()].map((id) => id.slice(id.indexOf('|') + 1)))];
    await this.loadNamespaces(loaded, language);
    this.language = language;
    this.changed();
  }

  exists(key: string, options: { ns?: string | readonly string[] } = {}): boolean {
    return this.find(this.language, key, options, 'common') !== undefined;
  }

  /** A t for a language (null: the current one, as it is when t runs) and namespaces. */
  getFixedT(language: string | null, namespaces: string | readonly string[] = 'common'): TFunction {
    return ((key: string, options?: TOptions) =>
      this.translate(language ?? this.language, key, options, namespaces)) as TFunction;
  }

  t: TFunction = ((key: string, options?: TOptions) =>
    this.translate(this.language, key, options, 'common')) as TFunction;

  private find(
    language: string,
    key: string,
    options: TOptions | undefined,
    fixed: string | readonly string[],
  ): unknown {
    let namespaces = options?.ns ?? fixed;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0 && /^[a-z][\w-]*$/.test(key.slice(0, colon))) {
      namespaces = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    const count = options?.count;
    const context = options?.context;
    // i18next's order: `key_<context>` (with its plural forms first) before the plain key.
    const bases = typeof context === 'string' && context !== '' ? [`${path}_${context}`, path] : [path];
    for (const lng of this.chain(language)) {
      const candidates = bases.flatMap((base) => {
        if (typeof count !== 'number') return [base];
        const forms = [`${base}_${pluralOf(lng, count)}`, base];
        return count === 0 ? [`${base}_zero`, ...forms] : forms;
      });
      for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) {
        const tree = this.store.get(`${lng}|${namespace}`);
        for (const candidate of candidates) {
          const found = lookup(tree, candidate);
          if (found !== undefined && found !== null) return found;
        }
      }
    }
    return undefined;
  }

  private translate(
    language: string,
    key: string,
    options: TOptions | undefined,
    namespaces: string | readonly string[],
  ): unknown {
    const found = this.find(language, key, options, namespaces);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && options?.returnObjects) return found;
    if (options?.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    const colon = key.indexOf(':');
    return colon > 0 && /^[a-z][\w-]*$/.test(key.slice(0, colon)) ? key.slice(colon + 1) : key;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

export type I18n = Translator;

export const i18n = new Translator();

/** The texts every screen uses ('common', the default namespace) are loaded first. */
export const i18nReady: Promise<void> = i18n.loadNamespaces('common');
i18nReady.catch(() => {});

/**
 * The texts of a screen's namespaces (the first is where bare keys are looked up first). Suspends
 * until they are loaded, unless `useSuspense: false` (then `ready` says whether they are).
 */
export function useTranslation(
  namespaces: string | readonly string[] = 'common',
  options: { useSuspense?: boolean } = {},
): { t: TFunction; i18n: I18n; ready: boolean } {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  // Re-renders when the language changes or when this component's namespaces become ready.
  const state = useSyncExternalStore(i18n.subscribe, () => {
    const ready = list.every((namespace) => i18n.hasLoadedNamespace(namespace));
    return `${i18n.language}|${ready}`;
  });
  const ready = state.endsWith('|true');
  if (!ready) {
    const loading = i18n.loadNamespaces(list);
    if (options.useSuspense !== false) throw loading;
    loading.catch(() => {});
  }
  const language = state.slice(0, state.lastIndexOf('|'));
  return { t: fixedT(language, list), i18n, ready };
}

// One t per language and namespace list, so a t passed to effects or memos keeps its identity.
const fixedTs = new Map<string, TFunction>();
function fixedT(language: string, namespaces: readonly string[]): TFunction {
  const id = `${language}|${namespaces.join(',')}`;
  let t = fixedTs.get(id);
  if (!t) {
    t = i18n.getFixedT(language, namespaces);
    fixedTs.set(id, t);
  }
  return t;
}

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

import en from './messages.en.json' with { type: 'json' };
import ptBR from './messages.pt-BR.json' with { type: 'json' };

// Short, stable keys for rule results: validators return a key, the UI (or the server's error
// envelope) turns it into text. pt-BR texts are the spec's exact wording.

export type Locale = 'pt-BR' | 'en';
export const LOCALES: readonly Locale[] = ['pt-BR', 'en'];

export type MessageKey = keyof typeof ptBR;
export type MessageParams = Readonly<Record<string, string | number>>;

// The annotation makes tsc fail if the en file misses a pt-BR key.
const enMessages: Readonly<Record<MessageKey, string>> = en;

export const messages: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  'pt-BR': ptBR,
  en: enMessages,
};

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(ptBR, value);
}

/** Text of `key` in `locale`, with `{name}` placeholders filled; unknown placeholders are kept. */
export function formatMessage(key: MessageKey, params?: MessageParams, locale: Locale = 'pt-BR'): string {
  const template = messages[locale][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

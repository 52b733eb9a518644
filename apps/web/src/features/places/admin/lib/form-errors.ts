import { ApiError, errorMessage } from '../../../../lib/api.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { localiseSettingsMessage } from './localise.ts';

/** The message at a dotted path of react-hook-form's errors ('business_hours.0.close'), localised. */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? localiseSettingsMessage(message) : undefined;
}

/** The first message anywhere under `path` (an array's rows). */
export function firstErrorUnder(errors: unknown, path: string): string | undefined {
  const visit = (node: unknown): string | undefined => {
    if (node === null || typeof node !== 'object') return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') return localiseSettingsMessage(message);
    for (const child of Object.values(node as Record<string, unknown>)) {
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  let node: unknown = errors;
  for (const key of path.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return visit(node);
}

/** A server refusal as { field, message } (the server prefixes the message with the field's path). */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.body.field) return null;
  const field = error.body.field;
  const prefix = `${field}: `;
  return { field, message: error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message };
}

// A dotted path of field names and row numbers ('business_hours.0.close: '), never shown to a person.
const PATH_PREFIX = /^[A-Za-z_][\w]*(\.[\w]+)*: /;

/**
 * Any server refusal as a sentence a manager can read: the field's label (and row) then the rule,
 * without the dotted path the server puts in front ('Horários de funcionamento, linha 3: ...').
 */
export function readableServerError(error: unknown, fallback: string): string {
  const t = i18n.getFixedT(i18n.language, 'backoffice-settings');
  const field = serverFieldError(error);
  if (!field) return localiseSettingsMessage(errorMessage(error, fallback).replace(PATH_PREFIX, ''));
  const message = localiseSettingsMessage(field.message.replace(PATH_PREFIX, ''));
  const [root = '', second] = field.field.split('.').filter((k) => k !== 'settings');
  const labelKey = `fields.${root}.label`;
  if (!i18n.exists(labelKey, { ns: 'backoffice-settings' })) return message;
  const row = second !== undefined && /^\d+$/.test(second) ? Number(second) + 1 : null;
  const label = row === null ? t(labelKey) : t('serverError.row', { label: t(labelKey), n: row });
  return message.startsWith(t(labelKey)) ? message : `${label}: ${message}`;
}

/** '7,5' and '7.5' as 7.5; '' as `empty`; anything else NaN (the schema then names the field). */
export function parseNumber(value: unknown, empty: number | null = Number.NaN): number | null {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  if (text === '') return empty;
  const normal = text.replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

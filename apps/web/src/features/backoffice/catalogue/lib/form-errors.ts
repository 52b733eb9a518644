import { localiseCatalogueMessage } from '@app/domain/catalogue/admin-messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../../lib/api.ts';
import { i18n } from '../../../../lib/i18n.ts';

/** A rule text of the catalogue in the reader's language (the schemas and the server speak pt-BR). */
export function localise(message: string | undefined): string | undefined {
  if (!message) return message;
  return localiseCatalogueMessage(message, i18n.language === 'en' ? 'en' : 'pt-BR');
}

/** The message at a dotted path of react-hook-form's errors ('sessions.0.title'). */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? localise(message) : undefined;
}

/**
 * A server refusal about one field goes under that field (what was typed stays); true when it did.
 * The server may prefix the message with the field's path ('price: ...').
 */
export function showServerFieldError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.body.field) return false;
  const field = error.body.field;
  const prefix = `${field}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
  return true;
}

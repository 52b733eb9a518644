import { localiseCatalogueMessage } from '@app/domain/catalogue/admin-messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { i18n } from '../../../../lib/i18n.ts';
import { errorAt as messageAt, serverFieldError } from '../../../places/admin/index.ts';

/** A rule text of the catalogue in the reader's language (the schemas and the server speak pt-BR). */
export function localise(message: string | undefined): string | undefined {
  if (!message) return message;
  return localiseCatalogueMessage(message, i18n.language === 'en' ? 'en' : 'pt-BR');
}

/** The message at a dotted path of react-hook-form's errors ('sessions.0.title'), in the reader's language. */
export function errorAt(errors: unknown, path: string): string | undefined {
  return localise(messageAt(errors, path));
}

/**
 * A server refusal about one field goes under that field (what was typed stays); true when it did.
 * The server may prefix the message with the field's path ('price: ...').
 */
export function showServerFieldError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  const refusal = serverFieldError(error);
  if (!refusal) return false;
  setError(refusal.field as Path<T>, { type: 'server', message: refusal.message }, { shouldFocus: true });
  return true;
}

import { type CatalogueAdminMessageKey, catalogueMessage } from '@app/domain/catalogue/admin-messages';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';

/** A 400 about one field of the form, in the caller's language (the web shows it under the field). */
export function fieldError(
  actor: Pick<Actor, 'language'>,
  field: string,
  key: CatalogueAdminMessageKey,
  params?: Record<string, string | number>,
): AppError {
  return new AppError('validation', catalogueMessage(key, params, actor.language), 400, {
    errorType: 'validation',
    extra: { field },
  });
}

export function notFoundError(actor: Pick<Actor, 'language'>, key: CatalogueAdminMessageKey): AppError {
  return new AppError('not_found', catalogueMessage(key, {}, actor.language), 404);
}

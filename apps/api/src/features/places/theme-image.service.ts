import { randomUUID } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, NOT_AN_IMAGE } from '@app/domain/places/settings-schemas';
import { toWebp } from '../../integrations/storage/image.ts';
import type { StoragePort } from '../../integrations/storage/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { invalidField } from '../../platform/service-kit.ts';

const badImage = (text: string) => invalidField('data', `data: ${text}`);

/** A bare base64 string or a data URL ('data:image/png;base64,...'); null when it is neither. */
function decode(data: string): Buffer | null {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  const text = (comma >= 0 ? data.slice(comma + 1) : data).replace(/\s+/g, '');
  if (text.length === 0 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

/** Logo and banner upload for the theme (decision 030): WebP through the storage port. */
export function createThemeImageService(deps: { storage: StoragePort }) {
  return {
    async uploadThemeImage(
      actor: Actor,
      input: CallInput<'admin/settings/theme/upload'>,
    ): Promise<CallResult<'admin/settings/theme/upload'>> {
      const place = placeOf(actor);
      const bytes = decode(input.data);
      if (!bytes || bytes.length === 0) throw badImage(NOT_AN_IMAGE);
      if (bytes.length > IMAGE_MAX_BYTES) throw badImage(IMAGE_TOO_LARGE);
      const image = await toWebp(bytes);
      if (!image) throw badImage(NOT_AN_IMAGE);
      const key = `places/${place.id}/theme/${input.kind}-${randomUUID()}.webp`;
      const url = await deps.storage.put(key, image.bytes, 'image/webp');
      return { url, width: image.width, height: image.height };
    },
  };
}
export type ThemeImageService = ReturnType<typeof createThemeImageService>;

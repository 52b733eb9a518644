import { randomUUID } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { BANNER_PHONE_WIDTH, bannerKey } from '@app/domain/places/banner-sources';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, NOT_AN_IMAGE } from '@app/domain/places/settings-schemas';
import { narrowerWebp, toWebp } from '../../integrations/storage/image.ts';
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
      const base = `places/${place.id}/theme/${input.kind}-${randomUUID()}`;
      if (input.kind !== 'banner') {
        const url = await deps.storage.put(`${base}.webp`, image.bytes, 'image/webp');
        return { url, width: image.width, height: image.height };
      }
      // A banner also gets its phone copy (decision 243), stored first so the page never names a
      // missing file; the width in the names says the copy exists.
      if (image.width > BANNER_PHONE_WIDTH) {
        const phone = await narrowerWebp(image.bytes, BANNER_PHONE_WIDTH);
        await deps.storage.put(bannerKey(base, BANNER_PHONE_WIDTH), phone.bytes, 'image/webp');
      }
      const url = await deps.storage.put(bannerKey(base, image.width), image.bytes, 'image/webp');
      return { url, width: image.width, height: image.height };
    },
  };
}
export type ThemeImageService = ReturnType<typeof createThemeImageService>;

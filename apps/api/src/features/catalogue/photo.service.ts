import { randomUUID } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { PHOTO_MAX_BYTES } from '@app/domain/catalogue/admin-schemas';
import { toWebp } from '../../integrations/storage/image.ts';
import type { StoragePort } from '../../integrations/storage/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { fieldError } from './admin-errors.ts';

/** Accepts a bare base64 string or a data URL ('data:image/png;base64,...'). */
function decode(data: string): Buffer | null {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  const text = (comma >= 0 ? data.slice(comma + 1) : data).replace(/\s+/g, '');
  if (text.length === 0 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

/** Photo upload: at most 10 MB, an image sharp can read, stored as WebP through the port. */
export function createPhotoService(deps: { storage: StoragePort }) {
  return {
    async uploadPhoto(
      actor: Actor,
      input: CallInput<'admin/catalogue/uploadphoto'>,
    ): Promise<CallResult<'admin/catalogue/uploadphoto'>> {
      const place = placeOf(actor);
      const bytes = decode(input.data);
      if (!bytes || bytes.length === 0) throw fieldError(actor, 'data', 'notAnImage');
      if (bytes.length > PHOTO_MAX_BYTES) throw fieldError(actor, 'data', 'imageTooLarge');
      const image = await toWebp(bytes);
      if (!image) throw fieldError(actor, 'data', 'notAnImage');
      const key = `places/${place.id}/${input.kind}/${randomUUID()}.webp`;
      const url = await deps.storage.put(key, image.bytes, 'image/webp');
      return { url, width: image.width, height: image.height };
    },
  };
}
export type PhotoService = ReturnType<typeof createPhotoService>;

import { createHash, randomUUID } from 'node:crypto';
import {
  PATIENT_FILE_MAX_BYTES,
  PATIENT_IMAGE_MAX_SIDE,
  type PatientFileType,
  sniffFileType,
} from '@app/domain/patients/files-rules';
import { toWebp } from '../../integrations/storage/image.ts';
import type { PrivateStoragePort } from '../../integrations/storage/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { patientFilesText } from './patient-files.messages.ts';

/** A bare base64 string or a data URL ('data:application/pdf;base64,...'); null when not base64. */
export function decodeBase64(data: string): Buffer | null {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  const text = (comma >= 0 ? data.slice(comma + 1) : data).replace(/\s+/g, '');
  if (text.length === 0 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

export type StoredBlob = { key: string; contentType: PatientFileType; size: number; sha256: string };

/**
 * Checks and stores one upload privately (decision 160): at most 10 MB, a PDF or an image told by
 * its bytes; images are turned upright, resized to at most 2000 px and re-encoded as WebP, which
 * also drops their metadata (a phone photo's GPS position). The hash is of the bytes kept.
 */
export async function storeBlob(
  storage: PrivateStoragePort,
  actor: Actor,
  input: { placeId: string; patientId: string; data: string; field: string; imageOnly?: boolean },
): Promise<StoredBlob> {
  const bytes = decodeBase64(input.data);
  if (!bytes || bytes.length === 0) throw invalidField(input.field, patientFilesText(actor, 'fileType'));
  if (bytes.length > PATIENT_FILE_MAX_BYTES) throw invalidField(input.field, patientFilesText(actor, 'fileTooLarge'));
  const type = sniffFileType(bytes);
  if (!type || (input.imageOnly && type === 'application/pdf')) {
    throw invalidField(input.field, patientFilesText(actor, input.imageOnly ? 'notAnImage' : 'fileType'));
  }
  let kept: Uint8Array = bytes;
  let contentType: PatientFileType = type;
  if (type !== 'application/pdf') {
    const image = await toWebp(bytes, PATIENT_IMAGE_MAX_SIDE);
    if (!image) throw invalidField(input.field, patientFilesText(actor, 'notAnImage'));
    kept = image.bytes;
    contentType = 'image/webp';
  }
  const extension = contentType === 'application/pdf' ? 'pdf' : 'webp';
  const key = `places/${input.placeId}/patients/${input.patientId}/${randomUUID()}.${extension}`;
  await storage.put(key, kept, contentType);
  return { key, contentType, size: kept.length, sha256: createHash('sha256').update(kept).digest('hex') };
}

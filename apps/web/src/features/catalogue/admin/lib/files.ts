import { catalogueMessage } from '@app/domain/catalogue/admin-messages';
import { PHOTO_MAX_BYTES } from '@app/domain/catalogue/admin-schemas';

/** The browser's own check before uploading: the server checks the same (10 MB, an image). */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return catalogueMessage('notAnImage');
  if (file.size > PHOTO_MAX_BYTES) return catalogueMessage('imageTooLarge');
  return null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function readAsText(file: File): Promise<string> {
  return file.text();
}

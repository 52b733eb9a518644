import sharp from 'sharp';

export const PHOTO_MAX_SIDE = 1200;

export type ProcessedImage = { bytes: Buffer; width: number; height: number };

/**
 * A picture as the catalogue stores it: orientation applied, at most PHOTO_MAX_SIDE px on its
 * longer side (or `maxSide`; never enlarged), WebP at quality 80, metadata dropped. Null when the bytes are not
 * an image sharp can read (the caller answers 'O arquivo não é uma imagem.').
 */
export async function toWebp(input: Uint8Array, maxSide = PHOTO_MAX_SIDE): Promise<ProcessedImage | null> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 100_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** A stored WebP made narrower (`width` px, height in proportion), WebP at quality 80 as toWebp. */
export async function narrowerWebp(webp: Uint8Array, width: number): Promise<ProcessedImage> {
  const { data, info } = await sharp(webp).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({
    resolveWithObject: true,
  });
  return { bytes: data, width: info.width, height: info.height };
}

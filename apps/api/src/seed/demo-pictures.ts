import path from 'node:path';
import { BANNER_PHONE_WIDTH } from '@app/domain/places/banner-sources';
import type { StoragePort } from '../integrations/storage/port.ts';
import { demoArt, demoBrand } from './demo-art.ts';
import { bannerSvg, logoSvg, productSvg, toWebp } from './demo-photos.ts';

/** Drawings already turned into WebP, kept between test servers (the folder is git-ignored). */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../../.tmp/demo-photos');

export type PlacePictures = { photo: string | null; banner: string | null; products: Map<string, string> };

/**
 * Draws a demo place's logo, banner and product pictures and stores them through the storage port
 * (the same place uploads go), answering their URLs. A place without drawings gets none.
 */
export async function demoPictures(storage: StoragePort, slug: string): Promise<PlacePictures> {
  const art = demoArt[slug];
  const brand = demoBrand[slug];
  const products = new Map<string, string>();
  if (!art || !brand) return { photo: null, banner: null, products };
  const put = async (key: string, svg: string, quality?: number, width?: number) =>
    storage.put(`demo/${slug}/${key}.webp`, await toWebp(svg, quality, CACHE_DIR, width), 'image/webp');
  const drawing = bannerSvg(brand.banner, slug, art.surface);
  // The banner (1200 px) and its phone copy, named as uploads name them (decision 243).
  const [photo, banner] = await Promise.all([
    put('logo', logoSvg(brand.emblem, brand.colour), 90),
    put('banner.1200w', drawing, 80),
    put(`banner.${BANNER_PHONE_WIDTH}w`, drawing, 80, BANNER_PHONE_WIDTH),
  ]);
  // A few at a time: sharp already uses every core for one drawing.
  const entries = Object.entries(art.products);
  for (let i = 0; i < entries.length; i += 4) {
    const batch = entries.slice(i, i + 4);
    const urls = await Promise.all(
      batch.map(([code, a]) => put(`products/${code}`, productSvg(a, `${slug}-${code}`, art.surface))),
    );
    for (const [j, [code]] of batch.entries()) products.set(code, urls[j] as string);
  }
  return { photo, banner, products };
}

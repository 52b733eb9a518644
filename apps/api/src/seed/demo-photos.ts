import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { care } from './demo-care.ts';
import { bread, dessert, dumplings, fried, lasagna, pasta, pizza, soup } from './demo-dishes.ts';
import { type Art, DEFS, f, randomFrom, type Surface, surface } from './demo-drawing.ts';
import { bokeh, glass } from './demo-glasses.ts';

// Demo pictures drawn as SVG and turned into WebP with sharp (no network at seed time, no binary
// files in the repository): plates, pizzas, pasta, glasses and desserts on a table, so the demo
// menus look like a real store's. Each picture is seeded by its product, so a reseed draws the same.
// The drawing kit is demo-drawing.ts; dishes, glasses and care scenes have their own files.

export type { Art, Drink, Surface, Topping } from './demo-drawing.ts';

function svgScene(art: Art, seed: string, surfaceKind: Surface, w = 480, h = 360): string {
  const r = randomFrom(seed);
  let body = surface(art.kind === 'care' ? 'pastel' : surfaceKind, w, h, r);
  const cx = w / 2;
  const cy = h / 2 + 6;
  switch (art.kind) {
    case 'pizza':
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="172" fill="#c8925a" opacity="0.9"/>${pizza(cx, cy, 150, art, r)}`;
      break;
    case 'pasta':
      body += pasta(cx, cy, 125, art.sauce, r);
      break;
    case 'lasagna':
      body += lasagna(cx, cy, r);
      break;
    case 'dumplings':
      body += dumplings(cx, cy, art.shape, art.sauce, r);
      break;
    case 'bread':
      body += bread(cx, cy, art.style, r);
      break;
    case 'fried':
      body += fried(cx, cy, art.shape, r);
      break;
    case 'soup':
      body += soup(cx, cy, r);
      break;
    case 'glass':
      body += bokeh(w, h, ['#fde68a', '#fca5a5', '#93c5fd'], r) + glass(cx, h - 40, art.drink, r);
      break;
    case 'dessert':
      body += dessert(cx, cy, art.style, r);
      break;
    case 'combo':
      body += pasta(cx - 90, cy, 95, 'bolognese', r) + glass(cx + 150, h - 40, 'cola', r);
      break;
    case 'care':
      body += care(w, h, art.style, r);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;
}

/**
 * The WebP of a drawing. With `cacheDir` a drawing made before (same SVG text) is read back
 * instead of drawn again: every fresh test server seeds the demo, and drawing takes seconds.
 */
export async function toWebp(svg: string, quality = 78, cacheDir?: string, width?: number): Promise<Buffer> {
  const file = cacheDir
    ? path.join(
        cacheDir,
        `${createHash('sha1')
          .update(`${quality}:${width ?? ''}:${svg}`)
          .digest('hex')}.webp`,
      )
    : null;
  if (file) {
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
  }
  const drawing = sharp(Buffer.from(svg));
  const bytes = await (width ? drawing.resize({ width }) : drawing).webp({ quality }).toBuffer();
  if (file && cacheDir) {
    await mkdir(cacheDir, { recursive: true });
    // Written then renamed: two servers starting together never read half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }
  return bytes;
}

/** A product picture, 480×360. */
export function productSvg(art: Art, seed: string, surfaceKind: Surface): string {
  return svgScene(art, seed, surfaceKind);
}

/** A wide banner (1200×400) from a few of the place's dishes side by side on its table. */
export function bannerSvg(arts: Art[], seed: string, surfaceKind: Surface): string {
  const w = 1200;
  const h = 400;
  const r = randomFrom(seed);
  let body = surface(surfaceKind, w, h, r);
  const slot = w / arts.length;
  arts.forEach((art, i) => {
    const inner = svgScene(art, `${seed}-${i}`, surfaceKind, 480, 360)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '')
      // Each dish keeps its own gradients; only the table of the first scene is dropped.
      .replace(/<linearGradient id="surface"[\s\S]*?<radialGradient id="vignette"[\s\S]*?<\/radialGradient>/, '');
    const x = slot * i + slot / 2 - 240 * 1.1;
    const y = h / 2 - 180 * 1.1 + (i % 2 ? 24 : -18);
    body += `<g transform="translate(${f(x)} ${f(y)}) scale(1.1)">${inner}</g>`;
  });
  body += `<rect width="${w}" height="${h}" fill="url(#shade)"/><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;
}

/** A round logo: the brand colour with a white emblem (a pizza slice, an anchor, a leaf). */
export function logoSvg(emblem: 'slice' | 'anchor' | 'leaf', colour: string): string {
  const shapes = {
    slice: `<path d="M128 200 L70 78 Q128 52 186 78 Z" fill="#ffffff"/><path d="M70 78 Q128 52 186 78" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round"/><circle cx="112" cy="104" r="10" fill="${colour}"/><circle cx="142" cy="126" r="9" fill="${colour}"/><circle cx="124" cy="154" r="8" fill="${colour}"/>`,
    anchor: `<circle cx="128" cy="66" r="16" stroke="#ffffff" stroke-width="10" fill="none"/><path d="M128 82 V196 M94 108 H162 M68 150 Q74 196 128 196 Q182 196 188 150" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M56 160 L68 140 L82 160 M174 160 L188 140 L200 160" stroke="#ffffff" stroke-width="10" fill="none" stroke-linejoin="round"/>`,
    leaf: `<path d="M128 206 C 40 170 60 70 188 50 C 200 150 170 190 128 206 Z" fill="#ffffff"/><path d="M128 206 C 130 150 150 100 188 50" stroke="${colour}" stroke-width="8" fill="none"/><path d="M140 150 L104 128 M150 118 L120 96" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><circle cx="128" cy="128" r="128" fill="${colour}"/><circle cx="128" cy="128" r="112" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>${shapes[emblem]}</svg>`;
}

import { onColor } from '@app/domain/places/brand-colours';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { PlaceRecord } from './places.repo.ts';
import { manifestPath } from './theme.service.ts';

// Each place installs as its own app (decision 030): /p/{slug}/manifest.webmanifest
// names it, colours it and points at icons drawn from its logo (or its initials on its colour), and
// the app shell served under /p/{slug}/ links that manifest, theme colour, title and touch icon.

const ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const;
type IconName = keyof typeof ICONS;

const HEX = /^#[0-9a-f]{6}$/i;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w) && w.length > 2);
  const letters = (words.length ? words : [name]).slice(0, 2).map((w) => [...w][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** Up to 12 characters for the home screen: whole words, without a trailing 'da'/'do'. */
export function shortName(name: string): string {
  if ([...name].length <= 12) return name;
  const words: string[] = [];
  for (const word of name.split(/\s+/)) {
    if ([...[...words, word].join(' ')].length > 12) break;
    words.push(word);
  }
  while (words.length > 1 && (words.at(-1)?.length ?? 0) <= 2) words.pop();
  return words.length ? words.join(' ') : [...name].slice(0, 12).join('');
}

export function placeManifest(row: PlaceRecord) {
  const base = `/p/${encodeURIComponent(row.slug)}/`;
  const color = HEX.test(row.primaryColor) ? row.primaryColor : '#c2410c';
  return {
    id: base,
    name: row.name,
    short_name: shortName(row.name),
    description: `Peça, agende e acompanhe seus pedidos em ${row.name}.`,
    lang: 'pt-BR',
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: color,
    icons: [
      { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${base}icons/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** A square PNG: the logo on white (maskable: inside the safe zone on the primary colour), or initials. */
export async function drawIcon(row: PlaceRecord, name: IconName, logo: Buffer | null): Promise<Buffer> {
  const { size, maskable } = ICONS[name];
  const color = HEX.test(row.primaryColor) ? row.primaryColor : '#c2410c';
  if (logo) {
    try {
      const inner = Math.round(size * (maskable ? 0.7 : 1));
      const picture = await sharp(logo, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
      return await sharp({
        create: { width: size, height: size, channels: 3, background: maskable ? color : '#ffffff' },
      })
        .composite([{ input: picture, gravity: 'center' }])
        .png()
        .toBuffer();
    } catch {
      // Not a readable image: fall back to the initials.
    }
  }
  const text = escapeHtml(initials(row.name));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<rect width="100%" height="100%" fill="${color}"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"
 font-size="${Math.round(size * (maskable ? 0.3 : 0.4))}" fill="${onColor(color)}">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The built index.html with the place's manifest, colour, title and touch icon. */
export function placeIndexHtml(html: string, row: PlaceRecord): string {
  const base = `/p/${encodeURIComponent(row.slug)}/`;
  const color = HEX.test(row.primaryColor) ? row.primaryColor : '#c2410c';
  return html
    .replace(/<link rel="manifest" href="[^"]*"\s*\/?>/, `<link rel="manifest" href="${manifestPath(row.slug)}">`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${color}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(row.name)}</title>`)
    .replace(
      /<link rel="apple-touch-icon" href="[^"]*"/,
      `<link rel="apple-touch-icon" href="${base}icons/apple-touch-icon.png"`,
    )
    .replace(/\.boot\{color:#[0-9a-f]{3,6}/i, `.boot{color:${color}`)
    .replace(/(\.boot \{[^}]*color: )#[0-9a-f]{3,6}/i, `$1${color}`);
}

/**
 * Registers the per-place manifest and icons (the app shell, features/app-shell, rewrites the page of
 * /p/{slug}/... with placeIndexHtml). `findPlace` is the place cache (cleared on every theme save).
 */
export function registerPlaceManifest(
  app: FastifyInstance,
  deps: { findPlace(slug: string): Promise<PlaceRecord | null> },
) {
  const icons = new Map<string, Buffer>();
  /** The logo's bytes when it is served by this server (an upload); remote logos are not fetched. */
  async function readLogo(row: PlaceRecord): Promise<Buffer | null> {
    if (!row.photo?.startsWith('/') || row.photo.startsWith('//')) return null;
    const res = await app.inject({ method: 'GET', url: row.photo });
    return res.statusCode === 200 ? res.rawPayload : null;
  }

  app.get<{ Params: { slug: string } }>('/p/:slug/manifest.webmanifest', async (req, reply) => {
    const row = await deps.findPlace(req.params.slug);
    if (!row)
      return reply
        .status(404)
        .send({ ok: false, error: { message: 'Estabelecimento não encontrado.', code: 'not_found' } });
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(placeManifest(row)));
  });

  app.get<{ Params: { slug: string; file: string } }>('/p/:slug/icons/:file', async (req, reply) => {
    const name = req.params.file as IconName;
    const row = Object.hasOwn(ICONS, name) ? await deps.findPlace(req.params.slug) : null;
    if (!row) return reply.status(404).send({ ok: false, error: { message: 'Não encontrado.', code: 'not_found' } });
    const key = `${row.id}|${row.updatedAt.getTime()}|${name}`;
    let png = icons.get(key);
    if (!png) {
      png = await drawIcon(row, name, await readLogo(row));
      if (icons.size > 500) icons.clear();
      icons.set(key, png);
    }
    return reply.type('image/png').header('cache-control', 'no-cache').send(png);
  });
}

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CallResult } from '@app/domain';
import { BANNER_SIZES, bannerSrcset } from '@app/domain/places/banner-sources';
import { brandVariables } from '@app/domain/places/brand-colours';
import { type BrazilOffset, brazilOffsetAround } from '@app/domain/places/hours';
import { DEFAULT_SORT } from '@app/domain/shared/constants';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { PlaceRef } from '../../platform/actor.ts';
import { escapeHtml } from '../../platform/html.ts';
import { cspNonce } from '../../platform/security-headers.ts';
import type { PlaceRecord } from '../places/index.ts';
import { placeIndexHtml } from '../places/index.ts';
import { loadFirstScreenHints, type ScreenHints } from './first-screen-hints.ts';
import { scriptsAfterBanner } from './scripts-after-banner.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type BootCall = 'preloginprime' | 'getcategories' | 'getproductlistnotoken';

export type AppShellDeps = {
  webDist: string;
  defaultPlace: string;
  /** The place cache (cleared on every settings or theme save). */
  findPlace(idOrSlug: string): Promise<PlaceRecord | null>;
  /** An anonymous call answered inside the server (platform/http.ts answerAnonymously). */
  answer<N extends BootCall>(name: N, request: { place: PlaceRef; ip: string }, body: object): Promise<CallResult<N>>;
  log: FastifyBaseLogger;
};

/** What first-screen.ts finds in `<script id="boot-data">`: answers the first screen would ask for. */
export type BootData = {
  preloginprime?: CallResult<'preloginprime'>;
  /** Home's grouped menu (decision 227): the categories, and the first page of the first ones. */
  categories?: CallResult<'getcategories'>;
  menu?: { type: string; page: CallResult<'getproductlistnotoken'> }[];
  /** São Paulo's UTC offset around now (decision 254): the app reads the place's hours without ICU. */
  clock?: BrazilOffset;
};

/**
 * How many of Home's menu sections come inside the page: more than a phone's first screen shows,
 * few enough that a long menu does not make the page heavy (the app asks for the rest, as before).
 */
export const MENU_SECTIONS_IN_PAGE = 4;

const PLACE_PREFIX = /^\/p\/([^/?#]+)(?=\/|$)/;

/** The place named by a /p/{place} prefix and the path after it (the web's base-path.ts rule). */
export function splitPlacePath(pathname: string): { place: string | null; rest: string } {
  const match = PLACE_PREFIX.exec(pathname);
  if (!match?.[1]) return { place: null, rest: pathname || '/' };
  let place: string | null = null;
  try {
    place = decodeURIComponent(match[1]);
  } catch {
    place = null;
  }
  return { place, rest: pathname.slice(match[0].length) || '/' };
}

/** `<`-safe JSON for a script element (no `</script>` can close it early). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Home's banner is its largest element (the LCP): it downloads first, ahead of the entry script
 * and the build's own module preloads, rather than once React has drawn the header (decision 227).
 * No crossorigin: the <img> has none.
 */
function preloadBanner(html: string, banner: string | null): string {
  if (!banner) return html;
  // With a phone copy (decision 243) the preload picks the file the <img> will pick.
  const srcset = bannerSrcset(banner);
  const sources = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(BANNER_SIZES)}"` : '';
  const tag = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(banner)}"${sources}>`;
  const head = html.indexOf('</head>');
  const firstScript = html.indexOf('<script');
  const at = firstScript >= 0 && firstScript < head ? firstScript : head;
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * The place's colour and its shades as the page's custom properties (decision 256): the first paint
 * is in the place's colours and the app computes none of them on load (web lib/theme.ts reads
 * `data-color`). `html:root` outranks global.css's `:root` wherever its sheet lands.
 */
export function placeThemeStyle(color: string): string {
  const variables = brandVariables(color);
  const rules = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style id="place-theme" data-color="${variables['--color-primary']}">html:root{${rules}}</style>`;
}

function headTags(hints: ScreenHints, boot: BootData | null, nonce: string): string {
  const tags = [
    // `crossorigin` as Vite's own preloads: the lazy import then finds these in the cache.
    ...hints.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...hints.css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  if (boot) {
    tags.push(`<script id="boot-data" type="application/json" nonce="${nonce}">${scriptJson(boot)}</script>`);
  }
  return tags.join('');
}

/**
 * Home's banner in the page's loading screen (index.html's `<!--first-screen-->`, decision 228),
 * where the store header draws it: the largest element of the first screen paints once the image
 * arrives, before the scripts have run. It stands outside #root, so it stays the same element until
 * the store header shows its own (decision 232).
 */
export function firstScreen(html: string, banner: string | null): string {
  if (!banner || !html.includes('<!--first-screen-->')) return html;
  const srcset = bannerSrcset(banner);
  const sources = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(BANNER_SIZES)}"` : '';
  return html
    .replace('<div class="boot" role="status">', '<div class="boot boot-store" role="status">')
    .replace(
      '<!--first-screen-->',
      `<img class="boot-banner" src="${escapeHtml(banner)}"${sources} alt="" fetchpriority="high">`,
    );
}

/**
 * The page of every app route (decision 044): the built index.html plus, for the screen the path
 * shows, preloads of its chunks and, in the page itself, the place's settings and the first product
 * page. The first screen then needs no round trip after the entry script. An unknown place gets the
 * plain page: the app shows its own message.
 */
export function createAppShell(deps: AppShellDeps) {
  const indexFile = path.join(deps.webDist, 'index.html');
  // Read again when a new build replaces the files under a running server.
  let built: { mtimeMs: number; template: string; hints: ReturnType<typeof loadFirstScreenHints> } | null = null;
  function build() {
    const mtimeMs = statSync(indexFile).mtimeMs;
    if (built?.mtimeMs !== mtimeMs) {
      const template = readFileSync(indexFile, 'utf8');
      if (!template.includes('</head>')) throw new Error('index.html without </head>');
      built = { mtimeMs, template, hints: loadFirstScreenHints(deps.webDist) };
    }
    return built;
  }

  async function bootData(row: PlaceRecord | null, ip: string, screen: ScreenHints): Promise<BootData | null> {
    if (!row) return null;
    const place: PlaceRef = { id: row.id, slug: row.slug };
    const request = { place, ip };
    try {
      const clock = brazilOffsetAround(new Date()) ?? undefined;
      if (!screen.data.includes('products'))
        return { preloginprime: await deps.answer('preloginprime', request, {}), clock };
      // Home lists its menu by category (decision 065): the categories in the back-office order and
      // each one's first page, asked as the web app's MenuSection asks (catalogue-calls.ts).
      const [preloginprime, categories] = await Promise.all([
        deps.answer('preloginprime', request, {}),
        deps.answer('getcategories', request, {}),
      ]);
      const first = [...categories.categories].sort((a, b) => a.order - b.order).slice(0, MENU_SECTIONS_IN_PAGE);
      const menu = await Promise.all(
        first.map(async ({ type_search: type }) => ({
          type,
          page: await deps.answer('getproductlistnotoken', request, { page: 1, sort: DEFAULT_SORT, type }),
        })),
      );
      return { preloginprime, categories, menu, clock };
    } catch (error) {
      // The page still works without its data: the app asks for it as usual.
      deps.log.warn({ err: error, place: place.id }, 'app shell: first-screen data unavailable');
      return null;
    }
  }

  /** The HTML of an app route; under /p/{place} with the place's title, colour, manifest and icon. */
  async function page(pathname: string, ip: string, nonce: string): Promise<string> {
    const { template, hints } = build();
    const { place, rest } = splitPlacePath(pathname);
    const screen = hints.forPath(rest);
    const row = await deps.findPlace(place ?? deps.defaultPlace);
    const boot = await bootData(row, ip, screen);
    const html = place && row ? placeIndexHtml(template, row) : template;
    const banner = boot?.menu && row?.banner ? row.banner : null;
    // Every script of the page carries this answer's CSP nonce (decision 054): the build's own and
    // any inline one a plugin adds to index.html.
    const out = preloadBanner(firstScreen(html, banner), banner)
      .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
      .replace('</head>', `${row ? placeThemeStyle(row.primaryColor) : ''}${headTags(screen, boot, nonce)}</head>`);
    return banner ? scriptsAfterBanner(out, nonce) : out;
  }

  return {
    page,
    async send(req: FastifyRequest, reply: FastifyReply) {
      const html = await page(req.url.split('?')[0] ?? '/', req.ip, cspNonce(reply));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('content-encoding', 'br').send(body);
      }
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
      return reply.send(html);
    },
  };
}

export type AppShell = ReturnType<typeof createAppShell>;

import { brotliDecompressSync } from 'node:zlib';
import { brandVariables } from '@app/domain/places/brand-colours';
import { brazilOffsetMinutes } from '@app/domain/places/hours';
import { DEFAULT_SORT } from '@app/domain/shared/constants';
import { describe, expect, it } from 'vitest';
import { staffAuth } from '../../test/logins.ts';
import { useWebDistTestApp, writeWebDist } from '../../test/web-dist.ts';
import { firstScreen, MENU_SECTIONS_IN_PAGE, placeThemeStyle, scriptJson, splitPlacePath } from './app-shell.ts';

// A built web app as the build leaves it: index.html and the first-screen hints.
const webDist = writeWebDist(
  'app-shell',
  '<!doctype html><html><head><meta name="theme-color" content="#c2410c" /><title>Pedido</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root">' +
    '<div class="boot" role="status"><!--first-screen--><svg></svg><span>Carregando</span></div></div></body></html>',
  {
    routes: [
      { name: 'Index', pattern: '^/?$' },
      { name: 'Home', pattern: '^/home(?:/[^/]+)?/?$' },
      { name: 'Product', pattern: '^/produto/[^/]+/?$' },
    ],
    screens: {
      Index: { js: ['assets/index-route-1.js', 'assets/home-route-1.js'], css: [], data: ['products'] },
      Home: { js: ['assets/home-route-1.js'], css: ['assets/home-route-1.css'], data: ['products'] },
      Product: { js: ['assets/product-route-1.js'], css: [], data: [] },
    },
  },
);

const s = useWebDistTestApp(webDist);

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await s.t.app.inject({ method: 'GET', url, headers });
  return { res, html: res.body };
}

function bootOf(html: string): Record<string, unknown> | null {
  const match = /<script id="boot-data" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

describe('app shell', () => {
  it('puts the first screen chunks and the place data the app would ask for in the page', async () => {
    const { res, html } = await page('/p/cantina-da-praca/home?utm=x');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-route-1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-route-1.css">');
    expect(html).toContain('<title>Cantina da Praça</title>');

    const prelogin = await s.t.call('preloginprime', {}, { place: 'cantina-da-praca' });
    const categories = await s.t.call('getcategories', {}, { place: 'cantina-da-praca' });
    // Home's grouped menu: the first sections in the back-office order, each as MenuSection asks.
    const sections = [...categories.body.data.categories].sort((a, b) => a.order - b.order);
    expect(sections.length).toBeGreaterThan(MENU_SECTIONS_IN_PAGE);
    const menu = [];
    for (const { type_search: type } of sections.slice(0, MENU_SECTIONS_IN_PAGE)) {
      const page = await s.t.call(
        'getproductlistnotoken',
        { page: 1, sort: DEFAULT_SORT, type },
        { place: 'cantina-da-praca' },
      );
      menu.push({ type, page: page.body.data });
    }
    const { clock, ...answers } = bootOf(html) as { clock: { minutes: number; from: number; until: number } };
    expect(answers).toEqual({ preloginprime: prelogin.body.data, categories: categories.body.data, menu });
    // São Paulo's offset around now, as the tz database gives it (decision 254).
    expect(clock.minutes).toBe(brazilOffsetMinutes(new Date()));
    expect(clock.from).toBeLessThan(Date.now());
    expect(clock.until).toBeGreaterThan(Date.now());
    expect(clock.until - clock.from).toBe(12 * 60 * 60 * 1000);
    expect(html).not.toContain('as="image"');
    expect(html).toContain('<div class="boot" role="status"><!--first-screen--><svg>');
  });

  it("preloads Home's banner, its largest element, with the scripts", async () => {
    const manager = await staffAuth(s.t, 'bar-do-porto', '10.93.0.1');
    const banner = 'https://img.example/porto/banner.webp?w=1200&q=80';
    const saved = await s.t.call(
      'admin/settings/theme',
      { restaurantname: 'Bar do Porto', photo: '', banner, primary_color: '#1d4ed8' },
      { place: 'bar-do-porto', ...manager },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { html } = await page('/p/bar-do-porto/home');
    const preload =
      '<link rel="preload" as="image" fetchpriority="high" href="https://img.example/porto/banner.webp?w=1200&amp;q=80">';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    // ...and shows in the loading screen where the store header puts it, before any script runs.
    const img =
      '<div class="boot boot-store" role="status"><img class="boot-banner" src="https://img.example/porto/banner.webp?w=1200&amp;q=80" alt="" fetchpriority="high"><script nonce=';
    expect(html).toContain(img);
    // The scripts and their preloads wait in a template for the banner's paint (decision 249); the
    // script that inserts them follows the banner and carries the page's nonce.
    const template = html.slice(html.indexOf('<template id="boot-scripts">'), html.indexOf('</template>'));
    expect(template).toContain('type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/home-route-1.js">');
    expect(template).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-route-1.css">');
    const outside = html.replace(template, '');
    expect(outside).not.toContain('modulepreload');
    expect(outside).not.toContain('type="module"');
    expect(outside.slice(outside.indexOf(img) + img.length)).toMatch(/^"[^"]+">\(function\(\)\{/);
    expect(outside).toContain("getElementById('boot-scripts')");
    // Only where the page carries Home's menu: a product page shows no banner and loads as built.
    const product = (await page('/p/bar-do-porto/produto/12')).html;
    expect(product).not.toContain('as="image"');
    expect(product).not.toContain('boot-scripts');
    expect(product).toContain('type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it("offers a banner's phone copy to the preload and the loading screen (decision 243)", async () => {
    const manager = await staffAuth(s.t, 'bar-do-porto', '10.93.0.2');
    const banner = '/uploads/places/p1/theme/banner-1.1200w.webp';
    const saved = await s.t.call(
      'admin/settings/theme',
      { restaurantname: 'Bar do Porto', photo: '', banner, primary_color: '#1d4ed8' },
      { place: 'bar-do-porto', ...manager },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { html } = await page('/p/bar-do-porto/home');
    const srcset =
      '/uploads/places/p1/theme/banner-1.800w.webp 800w, /uploads/places/p1/theme/banner-1.1200w.webp 1200w';
    const sizes = '(min-width: 600px) min(1072px, calc(100vw - 48px)), 100vw';
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${banner}" imagesrcset="${srcset}" imagesizes="${sizes}">`,
    );
    expect(html).toContain(
      `<img class="boot-banner" src="${banner}" srcset="${srcset}" sizes="${sizes}" alt="" fetchpriority="high">`,
    );
  });

  it('sends only the settings where the screen needs no product page, and the default place at the root', async () => {
    const product = bootOf((await page('/p/bar-do-porto/produto/12')).html) as {
      preloginprime: { restaurant_data: { slug: string } };
    };
    expect(Object.keys(product)).toEqual(['preloginprime', 'clock']);
    expect(product.preloginprime.restaurant_data.slug).toBe('bar-do-porto');

    const { html } = await page('/');
    expect(html).toContain('<title>Pedido</title>');
    expect(html).toContain('href="/assets/index-route-1.js"');
    const root = bootOf(html) as { preloginprime: { restaurant_data: { slug: string } }; menu: unknown[] };
    expect(root.preloginprime.restaurant_data.slug).toBe('cantina-da-praca');
    expect(root.menu.length).toBeGreaterThan(0);
  });

  it("writes the place's colour and shades into the page (decision 256)", async () => {
    const prelogin = await s.t.call('preloginprime', {}, { place: 'bar-do-porto' });
    const color = prelogin.body.data.restaurant_data.primary_color.toLowerCase();
    const { html } = await page('/p/bar-do-porto/produto/12');
    const rules = Object.entries(brandVariables(color))
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    expect(html).toContain(`<style id="place-theme" data-color="${color}">html:root{${rules}}</style>`);
    expect(placeThemeStyle('#FFE066')).toContain('data-color="#ffe066"');
    // The default place at the root too; an unknown place gets the build's colours.
    expect((await page('/')).html).toContain('<style id="place-theme"');
    expect((await page('/p/nao-existe/home')).html).not.toContain('place-theme');
  });

  it('gives an unknown place or route the plain page', async () => {
    const unknown = await page('/p/nao-existe/home');
    expect(unknown.res.statusCode).toBe(200);
    expect(bootOf(unknown.html)).toBeNull();
    expect(unknown.html).toContain('<title>Pedido</title>');
    const noRoute = await page('/p/cantina-da-praca/rota/que/nao/existe');
    expect(noRoute.html).not.toContain('modulepreload');
    expect(bootOf(noRoute.html)).not.toBeNull();
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = await page('/p/cantina-da-praca/home');
    const { res } = await page('/p/cantina-da-praca/home', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    // The same page but for the CSP nonce, new on every answer, and the clock's span, from now.
    const noNonce = (html: string) =>
      html.replace(/ nonce="[^"]*"/g, '').replace(/"from":\d+,"until":\d+/, '"from":0,"until":0');
    expect(noNonce(brotliDecompressSync(res.rawPayload).toString('utf8'))).toBe(noNonce(plain.html));
  });

  it('leaves the loading screen alone without a banner or without its marker', () => {
    const built = '<div class="boot" role="status"><!--first-screen--><svg></svg></div>';
    expect(firstScreen(built, null)).toBe(built);
    const older = '<div class="boot" role="status"><svg></svg></div>';
    expect(firstScreen(older, '/uploads/b.webp')).toBe(older);
    expect(firstScreen(built, '/x"><script>alert(1)</script>')).toContain('src="/x&quot;&gt;&lt;script&gt;');
  });

  it('keeps data from closing the script element', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('reads the place prefix as the web app does', () => {
    expect(splitPlacePath('/p/cantina-da-praca/home')).toEqual({ place: 'cantina-da-praca', rest: '/home' });
    expect(splitPlacePath('/p/cantina-da-praca')).toEqual({ place: 'cantina-da-praca', rest: '/' });
    expect(splitPlacePath('/home')).toEqual({ place: null, rest: '/home' });
    expect(splitPlacePath('/p/%E0%A4%A/home')).toEqual({ place: null, rest: '/home' });
  });
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './build/compile-hints.ts';
import { featureEntries } from './build/feature-entries.ts';
import { firstScreenHints } from './build/first-screen-hints.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';

/** The entry chunk's file name (the only `index-<hash>.js`; a feature's index.ts chunk is `index-<name>-…`). */
const ENTRY_CHUNK = /^assets\/index-[\w-]{8}\.js$/;
const THEME_COLOR = '#c2410c';
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Spec 3 §9: the service worker runs only when not in SPA mode.
  const spaMode = env.VITE_SPA_MODE === 'true';
  return {
    resolve: {
      // The validation texts live beside the domain rules; the web loads them as an i18n namespace.
      alias: {
        '@domain-messages': fileURLToPath(new URL('../../packages/domain/src/shared', import.meta.url)),
      },
    },
    plugins: [
      featureEntries(),
      react(),
      inlineEntryCss(),
      compileHints((chunk) => chunk.isEntry || chunk.name === 'framework' || chunk.name === 'app-core'),
      firstScreenHints(fileURLToPath(new URL('./src', import.meta.url))),
      VitePWA({
        disable: spaMode,
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          name: 'Pedido',
          short_name: 'Pedido',
          description: 'Peça, agende e acompanhe seus pedidos.',
          lang: 'pt-BR',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: THEME_COLOR,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/dev\//],
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // Web Push: the push and notification-click handlers (decision 101).
          importScripts: ['/push-sw.js'],
        },
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: {
        // The entry's lazy imports (every screen, the second table, the guard's texts) carry no list
        // of chunks to preload: those lists were ~4 KB gzipped of every first screen. The router
        // preloads a screen's chunks from `screen-chunks.json` instead (decision 213).
        resolveDependencies: (_file, deps, { hostId }) => (ENTRY_CHUNK.test(hostId) ? [] : deps),
      },
      reportCompressedSize: true,
      rolldownOptions: {
        output: {
          // The libraries every first screen runs, and the app's own core (lib/, the API client), as
          // two chunks: one compression context and one request each instead of a dozen small
          // shared chunks (Home's and Login's JS, decision 044, bench/RESULTS.md).
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                // Not what only other screens use: TanStack's many-queries observer (the back office),
                // use-sync-external-store (charts): in this group every first screen would load them.
                test: /node_modules[\\/](?:(react|react-dom|scheduler|zustand)[\\/]|@tanstack[\\/](query-core|react-query)[\\/](?!.*(queriesObserver|useQueries)\.js))/,
              },
              {
                name: 'app-core',
                // lib/ modules only screens use (downloads, the order streams, debounce) stay with
                // those screens: in this group every first screen would load them (decision 189).
                test: /(apps[\\/]web[\\/]src[\\/]lib[\\/](?!(download|order-stream|sse-parser|use-debounced)\.)|packages[\\/]domain[\\/]src[\\/](client|call-route|call-target)\.|vite[\\/]preload-helper)/,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/api': apiTarget, '/dev': apiTarget },
    },
  };
});

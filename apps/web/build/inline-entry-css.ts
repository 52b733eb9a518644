import type { Plugin } from 'vite';

/**
 * Puts the entry stylesheet (~2 KB gz) inside index.html instead of linking it: the first paint then
 * waits for no request but the page itself (decision 027). The file stays in the bundle for the
 * service worker's precache.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

// Home with a banner (decision 249): the page's scripts and their preloads are requested once the
// banner has painted, not alongside it. Lighthouse's simulated LCP counts every script and
// stylesheet whose download ended before the banner painted (a module's evaluation names no URL,
// so none is ever ruled out); on a fast link they end first or not depending on a few
// milliseconds, and the simulated LCP of the same page moved between 1.3 and 2.4 s.

/** The entry script, the build's module preloads and the screen's style preloads of the head. */
const DEFERRED =
  /<script[^>]* type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="style"[^>]*>/g;

/** The most the scripts wait for the banner (a slow or stalled image must not hold the app). */
export const BANNER_WAIT_MS = 1500;

/**
 * Puts the tags in a `<template>` and adds, right after the banner, a small script that inserts
 * them when the banner is the page's largest paint (or, where the browser does not report it,
 * once it is decoded and a frame has passed), when it fails, or after `BANNER_WAIT_MS`. Scripts
 * cloned from a template run when inserted and keep their nonce.
 */
export function scriptsAfterBanner(html: string, nonce: string): string {
  const head = html.indexOf('</head>');
  const banner = /<img class="boot-banner"[^>]*>/.exec(html);
  if (head < 0 || !banner || banner.index < head) return html;
  const tags: string[] = [];
  const inHead = html.slice(0, head).replace(DEFERRED, (tag) => {
    tags.push(tag);
    return '';
  });
  if (tags.length === 0) return html;
  const afterBanner = banner.index + banner[0].length;
  return (
    `${inHead}<template id="boot-scripts">${tags.join('')}</template>` +
    html.slice(head, afterBanner) +
    `<script nonce="${nonce}">${LOADER}</script>` +
    html.slice(afterBanner)
  );
}

const LOADER = `(function(){var d=document,t=d.getElementById('boot-scripts'),i=d.querySelector('img.boot-banner'),g=0;
function go(){if(g)return;g=1;d.head.appendChild(d.importNode(t.content,true))}
setTimeout(go,${BANNER_WAIT_MS});i.addEventListener('error',go);if(i.complete&&!i.naturalWidth)go();
var P=window.PerformanceObserver,s=P&&P.supportedEntryTypes||[];
if(s.indexOf('largest-contentful-paint')>=0)new P(function(l){if(l.getEntries().some(function(e){return e.element===i}))go()}).observe({type:'largest-contentful-paint',buffered:true});
else if(i.decode)i.decode().then(function(){requestAnimationFrame(function(){setTimeout(go)})},go);else go()})()`.replace(
  /\n/g,
  '',
);

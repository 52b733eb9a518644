import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, startServer } from '../e2e/harness.ts';

// node --import tsx bench/home-profile.ts [dir]: CPU profiles of Home's load in Chromium at 4× CPU
// (a 412 px phone, as Lighthouse's mobile preset), one per load after a first warm-up load, written
// as <dir>/home-N.cpuprofile (open them in Chrome DevTools' Performance panel). Set WEB_DIST to an
// unminified build (`npx vite build --minify false --outDir /tmp/web-unmin` in apps/web) to read
// function names. Decision 247 found its long tasks this way.

const dir = path.resolve(process.argv[2] ?? '.tmp/home-profiles');
const loads = Number(process.env.PROFILE_LOADS ?? 3);
mkdirSync(dir, { recursive: true });
const server = await startServer(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
const browser = await launchBrowser();
try {
  for (let i = 0; i <= loads; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/`);
    await page.waitForTimeout(4000);
    const { profile } = await cdp.send('Profiler.stop');
    // The first load warms the server's caches; it is not kept.
    if (i > 0) writeFileSync(path.join(dir, `home-${i}.cpuprofile`), JSON.stringify(profile));
    await context.close();
  }
  console.log(`${loads} profiles in ${dir}`);
} finally {
  await browser.close();
  await server.stop();
}

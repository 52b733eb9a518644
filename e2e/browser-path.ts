import { accessSync, constants } from 'node:fs';

/** Where a Chromium-family browser usually lives: Debian/Ubuntu packages, Google Chrome, Homebrew. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const runnable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** CHROMIUM_PATH when set (it must exist), else the first browser found on the machine, else null. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) return runnable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CANDIDATES.find(runnable) ?? null;
}

// Runs before the journeys (npm run test:e2e): finds a browser, installs Debian's when it can, or
// stops with one line saying what to install. A bare machine then passes `npm test` as root.
import { execFileSync } from 'node:child_process';
import { findBrowser } from './browser-path.ts';

const canApt = () => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

function install() {
  console.log('e2e: no Chromium found; installing Debian\'s "chromium" package (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

if (process.env.CHROMIUM_PATH && !findBrowser()) {
  console.error(`e2e: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  process.exit(1);
}
if (!findBrowser() && canApt()) install();
const found = findBrowser();
if (!found) {
  console.error(
    'e2e: no Chromium or Chrome found. Install one (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log(`e2e: browser ${found}`);

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Browser tests use Debian's Chromium (Playwright's own download cannot work here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`Chromium is needed for the browser tests and was not found at ${CHROMIUM}. Install it with:\n  sudo ${INSTALL}\n(or set CHROMIUM_PATH)`);
  }
  console.log('Chromium not found: installing it with apt-get...');
  const result = spawnSync('bash', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROMIUM)) throw new Error(`Installing Chromium failed. Run:\n  ${INSTALL}`);
  return CHROMIUM;
}

/** Flags that keep headless Chromium quiet on a machine with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL = 'apt-get update && apt-get install -y openjdk-17-jre-headless';

function javaMajor(): number | undefined {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stderr}${out.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * DynamoDB Local needs Java 17+. Install it through apt-get when we can (root on Debian);
 * otherwise stop with the exact command to run.
 */
export function ensureJava(log: (line: string) => void = console.log): void {
  const major = javaMajor();
  if (major !== undefined && major >= 17) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    throw new Error(`DynamoDB Local needs Java 17 or newer (found ${major ?? 'none'}). Install it with:\n  sudo ${INSTALL}`);
  }
  log('Java 17+ not found: installing openjdk-17-jre-headless with apt-get...');
  const result = spawnSync('bash', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`], { stdio: 'inherit' });
  if (result.status !== 0 || (javaMajor() ?? 0) < 17) {
    throw new Error(`Installing Java failed. Run:\n  ${INSTALL}`);
  }
}

import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A port free right now, below the range the OS takes outgoing connections' ports from (Linux's
 * ip_local_port_range, 32768-60999 by default): a port from that range, looked up and bound a moment later by an
 * emulator, can be taken meanwhile by any connection this busy machine opens. Falls back to one the OS picks.
 */
export async function freePort(): Promise<number> {
  const [lowest] = ephemeralRange();
  const floor = 10_000;
  for (let attempt = 0; attempt < 20 && lowest > floor + 1_000; attempt++) {
    const port = floor + randomInt(lowest - floor);
    try {
      await assertPortFree(port);
      return port;
    } catch {
      // Taken: try another.
    }
  }
  return osPickedPort();
}

function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: the IANA range macOS and Windows use.
  }
  return [49152, 65535];
}

function osPickedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves when the port can be bound on the given host; rejects with EADDRINUSE otherwise. */
export function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

export async function waitFor(what: string, check: () => Promise<unknown>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      await check();
      return;
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms: ${last instanceof Error ? last.message : String(last)}`);
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertPortFree, freePort } from '../../../lib/local/ports.js';

describe('freePort', () => {
  it('gives a bindable port below the range outgoing connections take theirs from, so none of them can take it meanwhile', async () => {
    const [lowest] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(lowest!);
    }
    await expect(assertPortFree(ports[0]!)).resolves.toBeUndefined();
  });
});

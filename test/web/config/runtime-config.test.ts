import { describe, expect, it } from 'vitest';
import { ConfigError, loadRuntimeConfig } from '../../../web/src/config/runtime-config';
import { testConfig } from '../render';

const respond = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('runtime config', () => {
  it('parses a valid /config.json', async () => {
    await expect(loadRuntimeConfig(respond(200, testConfig))).resolves.toEqual(testConfig);
  });

  it('names the fields of an invalid config', async () => {
    const error = await loadRuntimeConfig(respond(200, { ...testConfig, userPoolId: 5, authFlowType: 'MAGIC' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe("The app's configuration is invalid (userPoolId, authFlowType).");
  });

  it('says so when the file cannot be loaded', async () => {
    await expect(loadRuntimeConfig(respond(404, {}))).rejects.toThrow("The app's configuration could not be loaded (HTTP 404).");
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setRuntimeConfig } from '../../../web/src/config/runtime-config';
import { sessionMessages, sessionProblemCodes } from '@contract/messages';
import { ApiError, onSessionProblem, request, setTokenSource } from '../../../web/src/lib/api';
import { testConfig } from '../render';

describe('the API transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the bearer token and validates the answer', async () => {
    setRuntimeConfig(testConfig);
    setTokenSource(async () => 'id-token');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('/thing', { body: { a: 1 }, schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer id-token');
  });

  it('turns an error body into ApiError with the server’s message and request id', async () => {
    setRuntimeConfig(testConfig);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Invalid referral code. Please check and try again.', requestId: 'r1' }), { status: 400 }));
    const error = await request('/auth/signup', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid referral code. Please check and try again.', requestId: 'r1' });
  });

  it('tells the session listener when a signed-in call answers that the session no longer works, and still throws', async () => {
    setRuntimeConfig(testConfig);
    setTokenSource(async () => 'id-token');
    const heard = vi.fn();
    const stop = onSessionProblem(heard);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: sessionMessages.accountDeleted, code: sessionProblemCodes.accountDeleted }), { status: 401 }));
    const error = await request('/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: sessionMessages.accountDeleted, code: sessionProblemCodes.accountDeleted });
    expect(heard).toHaveBeenCalledWith({ code: sessionProblemCodes.accountDeleted, message: sessionMessages.accountDeleted });
    // An unknown code, or none, is just an error.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Nope', code: 'something_else' }), { status: 403 }));
    expect(await request('/me').catch((e: unknown) => e)).toMatchObject({ status: 403, code: undefined });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    setTokenSource(async () => null);
  });

  it('reports an unreachable server plainly', async () => {
    setRuntimeConfig(testConfig);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/me')).rejects.toThrow('Unable to reach the server. Check your connection and try again.');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../web/src/config/runtime-config';
import { ApiError, messageFor, setTokenSource } from '../../../web/src/lib/api';
import { apiContract } from '../../../lambdas/contract/api';
import { routeAreas, routes, type RouteName } from '../../../lambdas/routes';
import { api, contractOf, pathOf } from '../../../web/src/lib/api-client';
import { webRouteTable, type WebRoute } from '../../../web/src/lib/api-routes';

declare const __API_ROUTES__: Record<RouteName, WebRoute>;
import { testConfig } from '../render';

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the route table’s path: parameters encoded, the query without what is undefined', () => {
    expect(pathOf('getDispute', { params: { id: 'a/b c' } })).toBe('/disputes/a%2Fb%20c');
    expect(pathOf('adminListDisputes', { query: { status: 'pending', limit: '25', cursor: undefined } })).toBe('/admin/disputes?status=pending&limit=25');
    expect(pathOf('me')).toBe('/me');
  });

  it('sends the table’s method, a token only to a signed-in route, and parses the answer with the contract', async () => {
    setRuntimeConfig(testConfig);
    setTokenSource(async () => 'id-token');
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/public/figures') ? new Response('{"status":"not-a-figure"}', { status: 200 }) : new Response(JSON.stringify({ message: 'Saved.', notificationPreferences: { email: true, sms: false }, extra: 1 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The contract's schema strips what it does not name.
    expect(await api.call('updatePreferences', { body: { email: true, sms: false } })).toEqual({ message: 'Saved.', notificationPreferences: { email: true, sms: false } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, (init.headers as Record<string, string>).authorization]).toEqual(['/api/account/preferences', 'PUT', 'Bearer id-token']);
    // A public route: no token; an answer outside its contract is refused.
    await expect(api.call('publicFigures')).rejects.toThrow();
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('authorization');
  });

  it('has each route’s method, path, token and area from the route table, written into the build', () => {
    expect(__API_ROUTES__).toEqual(webRouteTable(routeAreas));
    for (const name of Object.keys(routes) as RouteName[]) {
      const area = Object.entries(routeAreas).find(([, table]) => name in table)![0];
      expect(__API_ROUTES__[name], name).toEqual([routes[name].method, routes[name].path, routes[name].access !== 'public', area]);
    }
    expect(__API_ROUTES__.publicFigures[2]).toBe(false);
    expect(__API_ROUTES__.dashboard).toEqual(['GET', '/api/dashboard', true, 'dashboard']);
  });

  it('finds every route’s schemas in its area’s module of the contract, the very ones the contract names', async () => {
    for (const name of Object.keys(routes) as RouteName[]) expect(await contractOf(name), name).toBe(apiContract[name]);
  });

  it('messageFor: the server’s message on a 4xx, else the fallback', () => {
    expect(messageFor(new ApiError(409, 'Already filed.'), 'Could not file.')).toBe('Already filed.');
    expect(messageFor(new ApiError(503, 'The bureau is down.'), 'Could not file.')).toBe('Could not file.');
    expect(messageFor(new ApiError(0, 'Unable to reach the server.'), 'Could not file.')).toBe('Could not file.');
    expect(messageFor(new Error('boom'), 'Could not file.')).toBe('Could not file.');
  });
});

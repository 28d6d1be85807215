import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, FIVE_MINUTES } from '../../../web/src/app/providers';

/** A query on screen (an observer), counting its reads. */
function watch(client: ReturnType<typeof createQueryClient>, key: string, options: { staleTime?: number; refetchOnWindowFocus?: boolean | 'always' } = {}) {
  const queryFn = vi.fn(async () => ({ read: queryFn.mock.calls.length }));
  const observer = new QueryObserver(client, { queryKey: [key], queryFn, ...options });
  const unsubscribe = observer.subscribe(() => {});
  return { queryFn, unsubscribe };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app’s query client', () => {
  afterEach(() => focusManager.setFocused(undefined));

  it('after a mutation succeeds, reads every query on screen again, except one read once on purpose', async () => {
    const client = createQueryClient();
    const dashboard = watch(client, 'dashboard');
    const staffView = watch(client, 'client-view', { staleTime: Infinity, refetchOnWindowFocus: false });
    await settle();
    expect([dashboard.queryFn, staffView.queryFn].map((f) => f.mock.calls.length)).toEqual([1, 1]);

    await client.getMutationCache().build(client, { mutationFn: async () => 'ok' }).execute(undefined);
    await settle();
    expect(dashboard.queryFn).toHaveBeenCalledTimes(2);
    expect(staffView.queryFn).toHaveBeenCalledTimes(1);

    // A step in the middle of a flow may opt out; its flow's end re-reads.
    await client.getMutationCache().build(client, { mutationFn: async () => 'ok', meta: { refetch: false } }).execute(undefined);
    await settle();
    expect(dashboard.queryFn).toHaveBeenCalledTimes(2);

    // A refused change reads nothing again.
    await client.getMutationCache().build(client, { mutationFn: async () => Promise.reject(new Error('no')) }).execute(undefined).catch(() => {});
    await settle();
    expect(dashboard.queryFn).toHaveBeenCalledTimes(2);
    dashboard.unsubscribe();
    staffView.unsubscribe();
  });

  it('on window focus reads a query marked always even while fresh; the others only once stale (the spec’s five minutes)', async () => {
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does: it then listens to focus
    expect(client.getDefaultOptions().queries?.staleTime).toBe(FIVE_MINUTES);
    const dashboard = watch(client, 'dashboard', { refetchOnWindowFocus: 'always' });
    const subscription = watch(client, 'subscription');
    await settle();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(dashboard.queryFn).toHaveBeenCalledTimes(2);
    expect(subscription.queryFn).toHaveBeenCalledTimes(1);
    dashboard.unsubscribe();
    subscription.unsubscribe();
    client.unmount();
  });
});

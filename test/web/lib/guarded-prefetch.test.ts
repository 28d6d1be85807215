import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchBesideGuard, startGuardedPrefetch } from '../../../web/src/lib/guarded-prefetch';

describe('a guarded page’s read, started beside its guard', () => {
  it('runs the read registered for the path, and nothing for another path', () => {
    const queryClient = new QueryClient();
    const read = vi.fn();
    prefetchBesideGuard('/somewhere', read);
    startGuardedPrefetch('/elsewhere', queryClient);
    expect(read).not.toHaveBeenCalled();
    startGuardedPrefetch('/somewhere', queryClient);
    expect(read).toHaveBeenCalledWith(queryClient);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEffects } from '../../../../web/src/components/pricing/checkout';

describe('the checkout’s new-window fallback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the window it opened (so "popup blocked" shows only when it was), cut off from this page', () => {
    const opened = { opener: window } as unknown as Window;
    // As browsers do: with the 'noopener' feature, window.open returns null even when the window opened.
    const open = vi.spyOn(window, 'open').mockImplementation((_url, _target, features) => (String(features ?? '').includes('noopener') ? null : opened));
    expect(browserEffects(() => {}).open('https://checkout.test/cs_1')).toBe(opened);
    expect(open).toHaveBeenCalledWith('https://checkout.test/cs_1', '_blank');
    expect(opened.opener).toBeNull();
  });

  it('returns null when a popup blocker stops it', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(browserEffects(() => {}).open('https://checkout.test/cs_1')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('prefetch is a hint: a missing chunk neither rejects nor reloads the site, and the page may load again', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const Page = () => null;
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue({ Page });
    const Lazy = lazyPage(load, 'Page');
    await expect(Lazy.prefetch()).resolves.toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
    await expect(Lazy.preload()).resolves.toBe(Page);
    await Lazy.prefetch();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

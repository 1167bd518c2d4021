import { describe, expect, it, vi } from 'vitest';
import { SdkNetworkError } from './errors.js';
import { lazyArea } from './lazyArea.js';

const area = { twice: async (value: number) => ({ data: value * 2 }) };

describe('a lazy area', () => {
  it('loads its code on the first call only, and answers as the area does', async () => {
    const load = vi.fn(async () => area);
    const lazy = lazyArea('test', load);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.twice(2)).toEqual({ data: 4 });
    expect(await lazy.twice(5)).toEqual({ data: 10 });
    expect(load).toHaveBeenCalledTimes(1);
    // A member keeps its identity, as a plain object's method does.
    expect(lazy.twice).toBe(lazy.twice);
  });

  it('answers a network error when its chunk cannot be fetched, and asks again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof area>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(area);
    const lazy = lazyArea('test', load);
    const failed = await lazy.twice(1);
    expect((failed as { error?: unknown }).error).toBeInstanceOf(SdkNetworkError);
    expect(await lazy.twice(1)).toEqual({ data: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves the members given ready without loading the area', async () => {
    const half = async (value: number) => ({ data: value / 2 });
    const load = vi.fn(async () => ({ ...area, half }));
    const lazy = lazyArea('test', load, { half });
    expect(await lazy.half(8)).toEqual({ data: 4 });
    expect(lazy.half).toBe(half);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.twice(3)).toEqual({ data: 6 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not a promise itself', async () => {
    const lazy = lazyArea('test', async () => area);
    expect(await Promise.resolve(lazy)).toBe(lazy);
  });
});

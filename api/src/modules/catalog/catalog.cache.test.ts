import { CatalogCache } from './catalog.cache';

describe('CatalogCache', () => {
  it('answers from memory until the entry is older than the TTL', async () => {
    let now = 0;
    const cache = new CatalogCache(1000, () => now);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('cakes', load)).toBe('v1');
    now = 999;
    expect(await cache.get('cakes', load)).toBe('v1');
    now = 1000;
    expect(await cache.get('cakes', load)).toBe('v2');
  });

  it('shares one load between concurrent misses, and clear() forgets everything at once', async () => {
    const cache = new CatalogCache(60_000);
    let loads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual(['v1', 'v1', 'v1']);
    cache.clear();
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('does not remember a failed load', async () => {
    const cache = new CatalogCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('expireWithin() shortens every entry to at most that long, never lengthens one', async () => {
    let now = 0;
    const cache = new CatalogCache(1000, () => now);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('k', load)).toBe('v1');
    cache.expireWithin(5000);
    now = 999;
    expect(await cache.get('k', load)).toBe('v1');
    now = 1000;
    expect(await cache.get('k', load)).toBe('v2');
    cache.expireWithin(200);
    now = 1199;
    expect(await cache.get('k', load)).toBe('v2');
    now = 1200;
    expect(await cache.get('k', load)).toBe('v3');
  });
});

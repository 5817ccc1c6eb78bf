/**
 * The item lists are the shop's hottest read: every category click of every customer. Their JSON
 * is kept per (category, audience) in this process for at most `ttlMs`, and every item write made
 * through this process clears it at once. With several API processes, another process's write is
 * seen within `ttlMs` (1 s by default). Concurrent misses for one key share a single load.
 */
export class CatalogCache {
  private readonly entries = new Map<string, { expires: number; json: Promise<string> }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<string>): Promise<string> {
    const cached = this.entries.get(key);
    if (cached && cached.expires > this.now()) return cached.json;
    const json = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, json });
    // A failed load is not remembered: the next request tries again.
    json.catch(() => {
      if (this.entries.get(key)?.json === json) this.entries.delete(key);
    });
    return json;
  }

  clear(): void {
    this.entries.clear();
  }
}

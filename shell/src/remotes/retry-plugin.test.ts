import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { retryRemoteLoads } from './retry-plugin';

type Hook = (args: { id: string; error: unknown; lifecycle: string; origin: ModuleFederation; from: 'runtime' }) => Promise<unknown>;

/** A host whose loadRemote fails `failures` times, each failure reported through the plugin's hook as the runtime does. */
function host(failures: number) {
  const plugin = retryRemoteLoads({ times: 2, delayMs: 1 });
  const hook = plugin.errorLoadRemote as unknown as Hook;
  let calls = 0;
  const origin = {
    async loadRemote(id: string): Promise<unknown> {
      calls += 1;
      if (calls <= failures) return hook({ id, error: new Error(`failure ${calls}`), lifecycle: 'onLoad', origin, from: 'runtime' });
      return { default: 'screen' };
    },
  } as unknown as ModuleFederation;
  return { origin, calls: () => calls };
}

describe('retryRemoteLoads', () => {
  it('loads the screen again after a failure and hands over what the retry loaded', async () => {
    const shop = host(2);
    await expect(shop.origin.loadRemote('storefront/Home')).resolves.toEqual({ default: 'screen' });
    expect(shop.calls()).toBe(3);
  });

  it('gives up after its retries, so the error reaches the screen', async () => {
    const shop = host(10);
    await expect(shop.origin.loadRemote('admin/Users')).rejects.toThrow('failure 3');
    expect(shop.calls()).toBe(3);
    // A later attempt (the screen's Retry) gets its retries again.
    await expect(shop.origin.loadRemote('admin/Users')).rejects.toThrow('failure 6');
  });

  it('leaves the earlier stages to the load as a whole', async () => {
    const hook = retryRemoteLoads().errorLoadRemote as unknown as Hook;
    const origin = {} as ModuleFederation;
    await expect(
      hook({ id: 'x', error: new Error('manifest'), lifecycle: 'afterResolve', origin, from: 'runtime' }),
    ).resolves.toBeUndefined();
  });
});

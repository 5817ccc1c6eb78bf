/**
 * Remote locations are registered at runtime from the config document. Registering does not
 * download anything: a remote's manifest and code are fetched on the first loadRemote, so a
 * customer session never touches the admin remote.
 */
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'storefront' | 'admin';

/** Resolves a manifest URL against the page, so '/mf/admin/mf-manifest.json' works on any host. */
function absolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

export function registerShopRemotes(remotes: Record<RemoteName, string>): void {
  registerRemotes(
    (Object.keys(remotes) as RemoteName[]).map((name) => ({ name, entry: absolute(remotes[name]) })),
    { force: true },
  );
}

export async function loadRemoteComponent(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} did not load`);
  return loaded;
}

/**
 * Starts fetching a remote's entry and the given screens' code now, in parallel, instead of one
 * after the other when the screen first renders (used for the landing page after sign-in).
 */
export function preloadRemoteScreens(remote: RemoteName, modules: string[]): void {
  preloadRemote([{ nameOrAlias: remote, exposes: modules.map((m) => `./${m}`), resourceCategory: 'sync' }]).catch((error: unknown) => {
    // Only a head start: loading the screen later reports any real failure.
    console.warn(`Could not preload ${remote}`, error);
  });
}

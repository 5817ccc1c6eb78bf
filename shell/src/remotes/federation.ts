/**
 * The remotes, on @module-federation/enhanced's runtime (the same runtime the shell's build
 * starts; see tooling/webpack.base.cjs): their mf-manifest.json URLs are registered at run time
 * from the config document. Registering downloads nothing: a remote's manifest, entry and screen
 * are fetched on its first load, so a customer session never touches the admin remote.
 *
 * A failed load is retried by the runtime plugin in ./retry-plugin and then thrown to the
 * screen's error boundary, whose "Retry" loads it again.
 */
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { retryRemoteLoads } from './retry-plugin';

export type RemoteName = 'storefront' | 'admin';

/** Resolves a manifest URL against the page, so '/mf/admin/mf-manifest.json' works on any host. */
function absolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

let pluginsRegistered = false;

export function registerShopRemotes(remotes: Record<RemoteName, string>): void {
  if (!pluginsRegistered) {
    registerPlugins([retryRemoteLoads()]);
    pluginsRegistered = true;
  }
  registerRemotes(
    (Object.keys(remotes) as RemoteName[]).map((name) => ({ name, entry: absolute(remotes[name]) })),
    { force: true },
  );
}

export async function loadRemoteComponent(name: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const exported = await loadRemote<{ default?: ComponentType }>(`${name}/${module}`);
  if (!exported?.default) throw new Error(`${name}/${module} did not load`);
  return exported as { default: ComponentType };
}

/**
 * Starts fetching a remote's manifest, entry and the given screens' code now, in parallel,
 * instead of one after the other when the screen first renders.
 */
export function preloadRemoteScreens(name: RemoteName, modules: string[]): void {
  preloadRemote([{ nameOrAlias: name, exposes: modules.map((module) => `./${module}`) }]).catch((error: unknown) => {
    // Only a head start: loading the screen later reports any real failure.
    console.warn(`Could not preload ${name}`, error);
  });
}

/**
 * Remote locations are registered at runtime from the config document. Registering does not
 * download anything: a remote's manifest and code are fetched on the first load, so a customer
 * session never touches the admin remote.
 *
 * The remotes are webpack containers (webpack.container.ModuleFederationPlugin, see
 * tooling/webpack.base.cjs): the shell reads a remote's mf-manifest.json, runs its remoteEntry.js,
 * gives the container the shell's share scope (one React, one router, one shared-ui) and asks it
 * for the exposed screen. A failed load is forgotten, so "Retry" tries again.
 */
import type { ComponentType } from 'react';
import { takeEarly } from 'shared-ui';

export type RemoteName = 'storefront' | 'admin';

/** What tooling/webpack.base.cjs writes into mf-manifest.json. */
interface RemoteManifest {
  globalName: string;
  remoteEntry: string;
  /** Per exposed module ('./Home'), the JavaScript files it needs. */
  exposes?: Record<string, string[]>;
}

interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

interface LoadedRemote {
  container: Promise<Container>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const manifestUrls = new Map<RemoteName, string>();
const loaded = new Map<RemoteName, Promise<LoadedRemote>>();

/** Resolves a manifest URL against the page, so '/mf/admin/mf-manifest.json' works on any host. */
function absolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

export function registerShopRemotes(remotes: Record<RemoteName, string>): void {
  for (const name of Object.keys(remotes) as RemoteName[]) {
    manifestUrls.set(name, absolute(remotes[name]));
    loaded.delete(name);
  }
}

function runScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${src} did not load`));
    };
    document.head.appendChild(script);
  });
}

/** Asks the browser for a screen's files now, so they are in its cache when the remote's runtime wants them. */
function preloadScripts(urls: string[]): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}

async function initContainer(name: RemoteName, manifest: RemoteManifest, base: string): Promise<Container> {
  await runScript(new URL(manifest.remoteEntry, base).toString());
  const container = (window as unknown as Record<string, Container | undefined>)[manifest.globalName];
  if (!container) throw new Error(`${name}: ${manifest.remoteEntry} defined no container`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

async function fetchRemote(name: RemoteName, modules: string[]): Promise<LoadedRemote> {
  const url = manifestUrls.get(name);
  if (!url) throw new Error(`remote ${name} is not registered`);
  // The page may have asked for the first screen's manifest already (shared-ui's takeEarly).
  const response = await (takeEarly('GET', url) ?? fetch(url, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const manifest = (await response.json()) as RemoteManifest;
  preloadScripts(modules.flatMap((module) => manifest.exposes?.[`./${module}`] ?? []).map((file) => new URL(file, url).toString()));
  return { container: initContainer(name, manifest, url) };
}

/** The remote's manifest read and its container started (once; a failure is forgotten). */
function remote(name: RemoteName, modules: string[] = []): Promise<LoadedRemote> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = fetchRemote(name, modules);
    loaded.set(name, pending);
    const forget = () => {
      if (loaded.get(name) === pending) loaded.delete(name);
    };
    pending.then(({ container }) => container.catch(forget), forget);
  }
  return pending;
}

export async function loadRemoteComponent(name: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const { container } = await remote(name, [module]);
  const factory = await (await container).get(`./${module}`);
  const exported = factory() as { default?: ComponentType };
  if (!exported?.default) throw new Error(`${name}/${module} did not load`);
  return exported as { default: ComponentType };
}

/**
 * Starts fetching a remote's entry and the given screens' code now, in parallel, instead of one
 * after the other when the screen first renders (used for the landing page after sign-in).
 */
export function preloadRemoteScreens(name: RemoteName, modules: string[]): void {
  remote(name, modules).catch((error: unknown) => {
    // Only a head start: loading the screen later reports any real failure.
    console.warn(`Could not preload ${name}`, error);
  });
}

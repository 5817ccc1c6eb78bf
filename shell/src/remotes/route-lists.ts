/**
 * The remotes' route lists, known at start-up for every remote: JSON only, so a customer's browser
 * learns which paths are admin screens (to send them to /) without downloading admin code. A
 * remote served by the shop itself (on the page's origin) comes with its list in the config
 * document; a remote elsewhere is asked for the routes.json beside its mf-manifest.json, and if it
 * cannot be reached the shop's own copy stands in, so the menu and the guards stay and the
 * remote's screens say it is unavailable.
 */
import type { RuntimeConfig } from '@fireworks/core/contract';
import { useMemo } from 'react';
import {
  categoryPattern,
  forbiddenPaths,
  parseRouteList,
  permittedRoutes,
  type RemoteRouteInfo,
  type Role,
  type RouteInfo,
  type RouteLists,
  roleOf,
  routesFor,
  startPathOf,
  useSession,
  type Viewer,
} from 'shared-ui';
import { create } from 'zustand';
import type { RemoteName } from './federation';

interface RouteListsState {
  /** null until the lists are read (or found missing). */
  lists: RouteLists | null;
  setLists(lists: RouteLists): void;
}

export const useRouteLists = create<RouteListsState>((set) => ({
  lists: null,
  setLists: (lists) => set({ lists }),
}));

async function fetchList(url: string): Promise<RouteInfo[]> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRouteList(await response.json());
}

async function readList(name: string, manifestUrl: string, ownCopy: RouteInfo[]): Promise<RouteInfo[]> {
  const manifest = new URL(manifestUrl, window.location.href);
  if (manifest.origin === window.location.origin && ownCopy.length > 0) return ownCopy;
  try {
    return await fetchList(new URL('routes.json', manifest).toString());
  } catch (error) {
    console.error(`Could not read the route list of ${name}; using the shop's own copy`, error);
    return ownCopy;
  }
}

/** Every remote's list (remote ones fetched in parallel); a list that cannot be had counts as empty. */
export async function loadRouteLists(config: Pick<RuntimeConfig, 'remotes' | 'routes'>): Promise<RouteLists> {
  const names = Object.keys(config.remotes) as RemoteName[];
  const lists = await Promise.all(names.map((name) => readList(name, config.remotes[name], parseRouteList(config.routes?.[name] ?? []))));
  const loaded = Object.fromEntries(names.map((name, i) => [name, lists[i] as RouteInfo[]]));
  useRouteLists.getState().setLists(loaded);
  return loaded;
}

interface ShellRoutes {
  /** False until the lists are read. */
  ready: boolean;
  /** The routes the session's role opens (admin entries win for staff); a staff screen without its permission says so. */
  routes: RemoteRouteInfo[];
  /** Of those, the ones the viewer's permissions allow: the menus show only these. */
  permitted: RemoteRouteInfo[];
  /** Where a staff member who is not the owner lands (their first permitted screen), else null. */
  start: string | null;
  /** Paths declared for another role: they send the visitor to /. */
  forbidden: string[];
  /** Where the category bar leads (a pattern with :category), if a list says. */
  categories: string | null;
}

/** The remotes' routes as the signed-in viewer sees them: by role, then by permission (issue 41). */
export function shellRoutesFor(lists: RouteLists | null, viewer: Viewer | null): ShellRoutes {
  if (!lists) return { ready: false, routes: [], permitted: [], start: null, forbidden: [], categories: null };
  const role: Role = roleOf(viewer);
  const routes = routesFor(lists, role);
  const permitted = permittedRoutes(routes, viewer);
  return {
    ready: true,
    routes,
    permitted,
    start: role === 'admin' ? startPathOf(routes, viewer) : null,
    forbidden: forbiddenPaths(lists, role),
    categories: categoryPattern(permitted),
  };
}

export function useShellRoutes(): ShellRoutes {
  const lists = useRouteLists((s) => s.lists);
  const user = useSession((s) => s.user);
  return useMemo(() => shellRoutesFor(lists, user), [lists, user]);
}

/**
 * Where a signed-in visitor lands (issue 40 item 6): staff who are not the owner on their first
 * permitted screen (the dashboard when they may read it); the owner and customers on /homepage (spec §4).
 */
export function landingPath(): string {
  const user = useSession.getState().user;
  if (!user || user.admin) return '/homepage';
  return shellRoutesFor(useRouteLists.getState().lists, user).start ?? '/homepage';
}

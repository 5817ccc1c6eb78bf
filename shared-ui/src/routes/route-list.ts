/**
 * Route lists: each remote declares its screens in `src/routes.ts` (path, exposed module, who may
 * open it, layout, menu entry); its build writes the same list without the code as `routes.json`
 * beside `mf-manifest.json`. The shell and the standalone console build their routes and menus
 * from these lists at run time, so adding a screen changes only its remote. React-free.
 */
import { hasPermission, isPermission, type Permission } from '@fireworks/core/rules';
import type { ComponentType } from 'react';
import type { ScreenRead } from '../data/screen-read-names';

/** Who may open a screen: customers (signed-in non-staff), staff (the owner and staff members), or anyone signed in. */
export type RouteAccess = 'customer' | 'admin' | 'signedIn';

/** What an admin screen needs beyond being staff (issue 41): a permission of core's list, or being the owner. */
export type ScreenPermission = Permission | 'owner';

export type Role = 'customer' | 'admin';

export interface RouteMenuEntry {
  /** Message key of the link text, e.g. 'common:nav.manageUsers'. */
  label: string;
  /** Position in the menu, smallest first. */
  order: number;
  /** The text in each language, written into routes.json by the build (a shell built earlier may lack the key). */
  texts?: Record<string, string>;
  /**
   * A public setting of /api/config the entry needs (issue 40 item 8): while the setting is unset
   * (null), the menu leaves the entry out; the screen itself stays and says what is missing.
   */
  needs?: MenuSetting;
}

/** The /api/config settings a menu entry may need: 'paypal' (the subscription button). */
export type MenuSetting = 'paypal';

/** One route as routes.json holds it. */
export interface RouteInfo {
  /** React Router path, e.g. '/manageusers' or '/fireworks/:category'. */
  path: string;
  /** The exposed module that renders it (loaded through Module Federation), unless it redirects. */
  module?: string;
  /** Sends the visitor to this path instead of rendering a screen. */
  redirect?: string;
  access: RouteAccess;
  /** 'app' (default): inside the top bar and category bar; 'full': the whole window. */
  layout?: 'app' | 'full';
  menu?: RouteMenuEntry;
  /** The category bar leads here, with its `:category` filled in. */
  categories?: boolean;
  /**
   * The message namespaces the screen needs before it renders (e.g. ['home']), for a screen that
   * may be the first one shown: only those load with it. Absent: every namespace (the usual case).
   */
  messages?: string[];
  /** What the screen shows first (shared-ui's screen reads): the start-up reads it beside the screen's code. */
  reads?: ScreenRead[];
  /** The permission the screen needs (its main API call's, from the contract); absent: any staff member. */
  permission?: ScreenPermission;
}

/** One route as a remote's routes.ts declares it: with its screen, for the builds that bundle it (the console). */
export interface RouteDefinition extends RouteInfo {
  screen?: () => Promise<{ default: ComponentType }>;
}

/** A route of a remote's list, with the remote's name. */
export interface RemoteRouteInfo extends RouteInfo {
  remote: string;
}

/** The route lists of every remote, by remote name. */
export type RouteLists = Record<string, RouteInfo[]>;

const SPECIFICITY: Record<RouteAccess, number> = { signedIn: 0, customer: 1, admin: 2 };

export function mayOpen(access: RouteAccess, role: Role): boolean {
  return access === 'signedIn' || access === role;
}

/**
 * The routes a role can open: per path, the entry it may open, the narrowest access winning (an
 * admin entry over a shared one, so two remotes can declare one path for different roles).
 */
export function routesFor(lists: RouteLists, role: Role): RemoteRouteInfo[] {
  const byPath = new Map<string, RemoteRouteInfo>();
  for (const [remote, routes] of Object.entries(lists)) {
    for (const route of routes) {
      if (!mayOpen(route.access, role)) continue;
      const current = byPath.get(route.path);
      if (!current || SPECIFICITY[route.access] > SPECIFICITY[current.access]) byPath.set(route.path, { ...route, remote });
    }
  }
  return [...byPath.values()];
}

/** Paths some list declares that the role may not open (they send the visitor to /). */
export function forbiddenPaths(lists: RouteLists, role: Role): string[] {
  const open = new Set(routesFor(lists, role).map((route) => route.path));
  return [...new Set(Object.values(lists).flatMap((routes) => routes.map((route) => route.path)))].filter((path) => !open.has(path));
}

/**
 * The menu entries of the routes a role can open, in their order. With `settings` (the /api/config
 * answer, or undefined while it loads), an entry that needs a setting shows only once it is set.
 */
export function menuOf(
  routes: RouteInfo[],
  settings?: Partial<Record<MenuSetting, unknown>> | undefined,
): Array<RouteInfo & { menu: RouteMenuEntry }> {
  return routes
    .filter((route): route is RouteInfo & { menu: RouteMenuEntry } => route.menu !== undefined)
    .filter((route) => !route.menu.needs || (settings?.[route.menu.needs] ?? null) !== null)
    .sort((a, b) => a.menu.order - b.menu.order);
}

/** The path pattern the category bar leads to ('/fireworks/:category'), if a route declares one. */
export function categoryPattern(routes: RouteInfo[]): string | null {
  return routes.find((route) => route.categories)?.path ?? null;
}

/** Whoever is signed in, as the route lists see them: the owner (admin) and the staff permissions getuser answered. */
export interface Viewer {
  admin: boolean;
  permissions?: readonly string[];
}

/** Staff (the owner, or anyone holding a permission) get the admin screens and the back office; everyone else is a customer. */
export function roleOf(viewer: Viewer | null | undefined): Role {
  return viewer && (viewer.admin || (viewer.permissions?.length ?? 0) > 0) ? 'admin' : 'customer';
}

/** Whether the viewer may use what needs `permission` (nothing: yes; 'owner': the owner only). */
export function mayUse(viewer: Viewer | null | undefined, permission: ScreenPermission | undefined): boolean {
  if (!permission) return true;
  if (!viewer) return false;
  if (permission === 'owner') return viewer.admin;
  return isPermission(permission) && hasPermission({ admin: viewer.admin, permissions: viewer.permissions ?? [] }, permission);
}

/** The routes a viewer may use of the ones their role opens (the menu shows only these; the others say what is missing). */
export function permittedRoutes<T extends RouteInfo>(routes: T[], viewer: Viewer | null | undefined): T[] {
  return routes.filter((route) => mayUse(viewer, route.permission));
}

/**
 * Where a staff member lands: the first admin screen of the menu they may use. The admin remote's
 * list puts its dashboard first, so whoever may read it lands there; the shell names no remote path.
 */
export function startPathOf(routes: RouteInfo[], viewer: Viewer | null | undefined): string | null {
  const menu = menuOf(permittedRoutes(routes, viewer)).filter((route) => route.access === 'admin');
  return menu[0]?.path ?? null;
}

/** Checks a routes.json document enough to trust its shape; anything else is dropped. */
export function parseRouteList(value: unknown): RouteInfo[] {
  if (!Array.isArray(value)) throw new Error('a route list is an array');
  return value.filter(
    (route): route is RouteInfo =>
      typeof route === 'object' &&
      route !== null &&
      typeof route.path === 'string' &&
      route.path.startsWith('/') &&
      (typeof route.module === 'string' || typeof route.redirect === 'string') &&
      ['customer', 'admin', 'signedIn'].includes(route.access),
  );
}

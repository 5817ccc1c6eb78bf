import type { Compiler } from 'webpack';

export interface RouteList {
  /** routes.json: the entries without their screens, menu entries with their texts. */
  routes: Array<{
    path: string;
    module?: string;
    redirect?: string;
    access: 'customer' | 'admin' | 'signedIn';
    layout?: 'app' | 'full';
    menu?: { label: string; order: number; texts?: Record<string, string> };
    categories?: boolean;
  }>;
  /** Module Federation exposes: './Users' -> './src/features/users/UsersScreen.tsx'. */
  exposes: Record<string, string>;
  file: string;
}

export function readRouteList(dir: string, file?: string): Promise<RouteList>;

export function readWorkspaceRouteLists(): Promise<{ storefront: RouteList['routes']; admin: RouteList['routes'] }>;

export class RouteListPlugin {
  constructor(dir: string, file: string);
  apply(compiler: Compiler): void;
}

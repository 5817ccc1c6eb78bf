/**
 * What an admin route needs beyond a session (issue 41): a permission from core's list, or being
 * the owner. Each route's contract entry holds it (`...needs('orders:read')`): the API enforces it,
 * the OpenAPI document shows it, and the authorization matrix derives its expectations from it.
 */
import type { Permission } from '../rules/permissions';

export type RouteAccess = Permission | 'owner';

export function needs(access: RouteAccess): { permission: RouteAccess } {
  return { permission: access };
}

/**
 * Staff permissions (issue 41): a fixed, named list a small shop understands at a glance, and the
 * presets the console offers. The owner is the spec's admin: it has every permission.
 */
export const PERMISSIONS = [
  'orders:read',
  'payments:record',
  'payments:void',
  'pickups:work',
  'reminders:send',
  'items:edit',
  'stock:edit',
  'discounts:manage',
  'invites:manage',
  'users:manage',
  'season:edit',
  'exports:download',
  'dashboard:read',
  'audit:read',
  'staff:manage',
  'settings:edit',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const PRESETS = {
  owner: PERMISSIONS,
  counter: ['orders:read', 'payments:record', 'pickups:work', 'reminders:send'],
  catalogue: ['items:edit', 'stock:edit', 'dashboard:read'],
} as const satisfies Record<string, readonly Permission[]>;

export type Preset = keyof typeof PRESETS;

/** The presets an invite code may carry (issue 41): never the owner, who is made on purpose on the staff screen. */
export const INVITE_PRESETS = ['counter', 'catalogue'] as const satisfies readonly Preset[];
export type InvitePreset = (typeof INVITE_PRESETS)[number];

export function isInvitePreset(name: unknown): name is InvitePreset {
  return typeof name === 'string' && (INVITE_PRESETS as readonly string[]).includes(name);
}

export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}

/** Whoever holds permissions: the owner (the spec's admin flag) holds every one. */
export interface Principal {
  admin: boolean;
  permissions: readonly string[];
}

export function hasPermission(principal: Principal | null | undefined, permission: Permission): boolean {
  if (!principal) return false;
  return principal.admin || principal.permissions.includes(permission);
}

/** Every permission a principal holds, in the list's order (the owner: all of them). */
export function permissionsOf(principal: Principal): Permission[] {
  return PERMISSIONS.filter((p) => hasPermission(principal, p));
}

/** i18n key of a permission's name in the admin namespace ('orders:read' → 'admin:permissions.orders.read'). */
export function permissionLabelKey(permission: Permission): string {
  return `admin:permissions.${permission.replace(':', '.')}`;
}

/** Whatever turns an i18n key into text: the API's translator(language), the interface's t. */
export type Translate = (key: string) => string;

/**
 * A permission as people read it, in the translator's language ('payments:void' → "Void payments"):
 * refusals and screens name the label, never the code name. A name not on the list (someone's typo,
 * as permissionUnknown shows) stays as written.
 */
export function permissionLabel(permission: string, t: Translate): string {
  return isPermission(permission) ? t(permissionLabelKey(permission)) : permission;
}

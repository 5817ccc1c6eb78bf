/**
 * The admin screens: where each mounts, and its menu entry. The shell (for admin sessions) and
 * the standalone console both build their routes and menus from this list; the build writes it as
 * routes.json, which the shell reads without loading any admin code. See shared-ui/src/routes/route-list.ts.
 * Each screen names the permission its calls need (the contract's, issue 41): the menus show a
 * screen only to staff who hold it, and anyone else who opens it is told what is missing.
 */
import type { RouteDefinition } from 'shared-ui';

export const routes: RouteDefinition[] = [
  {
    path: '/dashboard',
    module: 'Dashboard',
    access: 'admin',
    permission: 'dashboard:read',
    menu: { label: 'common:nav.dashboard', order: 10 },
    screen: () => import('./features/season/dashboard-screen'),
  },
  // Every item in one table with bulk changes (issue 40); the category screens stay beside it.
  {
    path: '/products',
    module: 'Products',
    access: 'admin',
    permission: 'items:edit',
    menu: { label: 'catalog:products.nav', order: 15 },
    screen: () => import('./features/items/products-table-screen'),
  },
  // Item editing: for admins this path replaces the storefront's list of the same path.
  {
    path: '/fireworks/:category',
    module: 'Catalog',
    access: 'admin',
    permission: 'items:edit',
    categories: true,
    screen: () => import('./features/items/admin-catalog-screen'),
  },
  // The admin catalogue's enlarged pictures (the standalone console has no storefront).
  {
    path: '/fireworks-enlarged',
    module: 'Enlarged',
    access: 'admin',
    permission: 'items:edit',
    layout: 'full',
    screen: () => import('./features/items/enlarged-screen'),
  },
  {
    path: '/orders',
    module: 'Orders',
    access: 'admin',
    permission: 'orders:read',
    menu: { label: 'common:nav.orders', order: 20 },
    screen: () => import('./features/orders/admin-orders-screen'),
  },
  // One order with its payment ledger; for admins it replaces the storefront's order page.
  {
    path: '/orders/:id',
    module: 'OrderDetail',
    access: 'admin',
    permission: 'orders:read',
    screen: () => import('./features/orders/admin-order-detail-screen'),
  },
  {
    path: '/manageusers',
    module: 'Users',
    access: 'admin',
    permission: 'users:manage',
    menu: { label: 'common:nav.manageUsers', order: 30 },
    screen: () => import('./features/users/users-screen'),
  },
  {
    path: '/manageInviteCodes',
    module: 'InviteCodes',
    access: 'admin',
    permission: 'invites:manage',
    menu: { label: 'common:nav.manageInviteCodes', order: 40 },
    screen: () => import('./features/invites/invite-codes-screen'),
  },
  {
    path: '/managediscounts',
    module: 'Discounts',
    access: 'admin',
    permission: 'discounts:manage',
    menu: { label: 'common:nav.manageDiscounts', order: 50 },
    screen: () => import('./features/discounts/discounts-screen'),
  },
  {
    path: '/audit-log',
    module: 'AuditLog',
    access: 'admin',
    permission: 'audit:read',
    menu: { label: 'common:nav.auditLog', order: 60 },
    screen: () => import('./features/audit/audit-log-screen'),
  },
  {
    path: '/pickup-slots',
    module: 'PickupSlots',
    access: 'admin',
    permission: 'season:edit',
    menu: { label: 'pickup:admin.slotsNav', order: 70 },
    screen: () => import('./features/pickups/pickup-slots-screen'),
  },
  {
    path: '/pickup-day',
    module: 'PickupDay',
    access: 'admin',
    permission: 'pickups:work',
    menu: { label: 'pickup:admin.dayNav', order: 64 },
    screen: () => import('./features/pickups/pickup-day-screen'),
  },
  {
    path: '/low-stock',
    module: 'LowStock',
    access: 'admin',
    permission: 'dashboard:read',
    menu: { label: 'stock:admin.lowStockNav', order: 66 },
    screen: () => import('./features/pickups/low-stock-screen'),
  },
  {
    path: '/store-location',
    module: 'StoreLocation',
    access: 'admin',
    permission: 'settings:edit',
    menu: { label: 'pickup:admin.store.nav', order: 68 },
    screen: () => import('./features/settings/store-location-screen'),
  },
  {
    path: '/sales-calendar',
    module: 'SalesCalendar',
    access: 'admin',
    permission: 'season:edit',
    menu: { label: 'common:nav.salesCalendar', order: 55 },
    screen: () => import('./features/season/season-screen'),
  },
  {
    path: '/staff',
    module: 'Staff',
    access: 'admin',
    // The owner and staff who may manage staff (the screen offers them only the staff below them).
    permission: 'staff:manage',
    menu: { label: 'common:nav.staff', order: 35 },
    screen: () => import('./features/staff/staff-screen'),
  },
];

/**
 * THE table of the API's routes: 'METHOD /api/path' (exactly as registered, :params included) →
 * the route's schema from its domain's `…Routes` object. It types the frontends' client
 * (`api('POST /api/create-order', { body })` checks the body and gives the answer's type) from
 * the same TypeBox schemas the API validates with, so no shape is written twice; a test in the API
 * checks every registered route has the very schema this table names.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { AccountRoutes } from './accounts';
import { AuditRoutes } from './audit';
import { AuthRoutes } from './auth';
import { CartRoutes } from './cart';
import { CatalogRoutes } from './catalog';
import { DiscountRoutes } from './discounts';
import { FeaturedRoutes } from './featured';
import { FundsRoutes } from './funds';
import { HealthRoutes } from './health';
import { InviteRoutes } from './invites';
import { OpenApiRoutes } from './openapi';
import { OrderRoutes } from './orders';
import { PickupSlotRoutes } from './pickup-slots';
import { PickupRoutes } from './pickups';
import { RuntimeConfigRoutes } from './runtime-config';
import { SeasonRoutes } from './season';
import { StaffRoutes } from './staff';
import { StoreLocationRoutes } from './store-location';
import { SubscriptionRoutes } from './subscriptions';
import { UploadRoutes } from './uploads';
import { UserRoutes } from './users';

export const API_ROUTES = {
  'POST /api/signup': AccountRoutes.signup,
  'POST /api/verify-phone': AccountRoutes.verifyPhone,
  'POST /api/change-signup-phone': AccountRoutes.changeSignupPhone,
  'POST /api/password-reset': AccountRoutes.passwordReset,
  'POST /api/send-username-email': AccountRoutes.sendUsernameEmail,
  'POST /api/reset-password': AccountRoutes.resetPassword,
  'POST /api/send-verification-email': AccountRoutes.sendVerificationEmail,
  'POST /api/change-email': AccountRoutes.changeEmail,
  'POST /api/change-password': AccountRoutes.changePassword,
  'GET /api/audit-log': AuditRoutes.auditLog,
  'POST /api/login': AuthRoutes.login,
  'POST /api/getuser': AuthRoutes.getuser,
  'POST /api/verify-token': AuthRoutes.verifyToken,
  'POST /api/logout': AuthRoutes.logout,
  'GET /api/get-cart': CartRoutes.getCart,
  'POST /api/update-cart': CartRoutes.updateCart,
  'GET /api/getCartTotal': CartRoutes.getCartTotal,
  'GET /api/fireworks': CatalogRoutes.fireworks,
  'POST /api/update-item/:id': CatalogRoutes.updateItem,
  'POST /api/delete-item/:id': CatalogRoutes.deleteItem,
  'POST /api/addNewItem/': CatalogRoutes.addNewItem,
  'POST /api/addNewItem': CatalogRoutes.addNewItem,
  'POST /api/items/bulk': CatalogRoutes.bulkItems,
  'POST /api/items/bulk-stock': CatalogRoutes.bulkStock,
  'GET /api/discounts': DiscountRoutes.list,
  'POST /api/discounts': DiscountRoutes.create,
  'DELETE /api/discounts/:id': DiscountRoutes.delete,
  'GET /api/featured': FeaturedRoutes.featured,
  'GET /api/fundsinacct': FundsRoutes.fundsInAccount,
  'GET /api/health': HealthRoutes.health,
  'GET /api/invite-codes': InviteRoutes.inviteCodes,
  'POST /api/generate-invite-code': InviteRoutes.generateInviteCode,
  'POST /api/delete-code': InviteRoutes.deleteCode,
  'GET /api/openapi.json': OpenApiRoutes.openapi,
  'GET /api/orders': OrderRoutes.listOrders,
  'GET /api/orders.csv': OrderRoutes.ordersCsv,
  'GET /api/payments.csv': OrderRoutes.paymentsCsv,
  'POST /api/orders/:id/remind': OrderRoutes.remind,
  'GET /api/orders/:id': OrderRoutes.orderDetail,
  'POST /api/orders/:id/payments': OrderRoutes.recordPayment,
  'POST /api/orders/:id/payments/:paymentId/void': OrderRoutes.voidPayment,
  'POST /api/create-order': OrderRoutes.createOrder,
  'GET /api/user-orders': OrderRoutes.userOrders,
  'POST /api/update-order': OrderRoutes.updateOrder,
  'POST /api/delete-order': OrderRoutes.deleteOrder,
  'GET /api/pickup-slots': PickupSlotRoutes.listSlots,
  'POST /api/pickup-slots': PickupSlotRoutes.createSlot,
  'DELETE /api/pickup-slots/:id': PickupSlotRoutes.deleteSlot,
  'GET /api/pickups': PickupRoutes.pickups,
  'GET /api/orders/lookup': PickupRoutes.lookup,
  'POST /api/orders/:id/picked-up': PickupRoutes.pickedUp,
  'POST /api/orders/:id/pickup-slot': PickupRoutes.movePickupSlot,
  'GET /api/config': RuntimeConfigRoutes.config,
  'GET /api/season': SeasonRoutes.getSeason,
  'PUT /api/season': SeasonRoutes.putSeason,
  'GET /api/dashboard': SeasonRoutes.dashboard,
  'GET /api/staff': StaffRoutes.list,
  'PUT /api/staff/:userId': StaffRoutes.put,
  'GET /api/store-location': StoreLocationRoutes.getStoreLocation,
  'PUT /api/store-location': StoreLocationRoutes.putStoreLocation,
  'POST /api/subscribe': SubscriptionRoutes.subscribe,
  'GET /api/subscriptions': SubscriptionRoutes.subscriptions,
  'POST /api/uploads': UploadRoutes.uploads,
  'POST /api/delete-upload': UploadRoutes.deleteUpload,
  'GET /api/userInformation': UserRoutes.userInformation,
  'POST /api/update-user-notes': UserRoutes.updateUserNotes,
  'POST /api/changeApproval': UserRoutes.changeApproval,
  'POST /api/remove_pending_approval': UserRoutes.removePendingApproval,
  'POST /api/delete-user': UserRoutes.deleteUser,
} as const;

/** Each route's contract entry (body, query, params and every answer), by 'METHOD /api/path'. */
export type ApiRoutes = typeof API_ROUTES;
/** 'POST /api/create-order' and every other route of the table. */
export type ApiRoute = keyof ApiRoutes;

type Part<K extends ApiRoute, P extends string> = ApiRoutes[K] extends Record<P, infer S extends TSchema> ? Static<S> : undefined;

/** The JSON body a route reads (undefined: none). */
export type ApiBody<K extends ApiRoute> = Part<K, 'body'>;
/** The query string a route reads, as text values (undefined: none). */
export type ApiQuery<K extends ApiRoute> = Part<K, 'querystring'>;
/** The `:params` of a route's path (undefined: none). */
export type ApiParams<K extends ApiRoute> = Part<K, 'params'>;

type SuccessStatus = 200 | 201;
/** What a route answers on success (its 200 or 201 schema). */
export type ApiAnswer<K extends ApiRoute> = ApiRoutes[K]['response'] extends infer R
  ? { [S in SuccessStatus & keyof R]: R[S] extends TSchema ? Static<R[S]> : never }[SuccessStatus & keyof R]
  : never;

/**
 * The API as the frontends call it, for the test server: each 'METHOD /path' with the contract
 * entry that describes it (request body and every answer), so a handler's answer and the body
 * it reads are typed from the same schemas the API registers.
 */
import type {
  AccountRoutes,
  AuditRoutes,
  AuthRoutes,
  CartRoutes,
  CatalogRoutes,
  DiscountRoutes,
  FeaturedRoutes,
  InviteRoutes,
  OrderRoutes,
  PickupRoutes,
  PickupSlotRoutes,
  RuntimeConfigRoutes,
  SeasonRoutes,
  SubscriptionRoutes,
  UploadRoutes,
  UserRoutes,
} from '@fireworks/core/contract';
import type { Static, TSchema } from '@sinclair/typebox';

export interface ApiRoutes {
  'POST /api/login': typeof AuthRoutes.login;
  'POST /api/getuser': typeof AuthRoutes.getuser;
  'POST /api/verify-token': typeof AuthRoutes.verifyToken;
  'POST /api/logout': typeof AuthRoutes.logout;
  'POST /api/signup': typeof AccountRoutes.signup;
  'POST /api/verify-phone': typeof AccountRoutes.verifyPhone;
  'POST /api/password-reset': typeof AccountRoutes.passwordReset;
  'POST /api/send-username-email': typeof AccountRoutes.sendUsernameEmail;
  'POST /api/reset-password': typeof AccountRoutes.resetPassword;
  'POST /api/send-verification-email': typeof AccountRoutes.sendVerificationEmail;
  'POST /api/change-email': typeof AccountRoutes.changeEmail;
  'POST /api/change-password': typeof AccountRoutes.changePassword;
  'GET /api/config': typeof RuntimeConfigRoutes.config;
  'GET /api/fireworks': typeof CatalogRoutes.fireworks;
  'GET /api/featured': typeof FeaturedRoutes.featured;
  'POST /api/update-item/:id': typeof CatalogRoutes.updateItem;
  'POST /api/delete-item/:id': typeof CatalogRoutes.deleteItem;
  'POST /api/addNewItem/': typeof CatalogRoutes.addNewItem;
  'POST /api/uploads': typeof UploadRoutes.uploads;
  'POST /api/delete-upload': typeof UploadRoutes.deleteUpload;
  'GET /api/get-cart': typeof CartRoutes.getCart;
  'POST /api/update-cart': typeof CartRoutes.updateCart;
  'GET /api/getCartTotal': typeof CartRoutes.getCartTotal;
  'GET /api/discounts': typeof DiscountRoutes.list;
  'POST /api/discounts': typeof DiscountRoutes.create;
  'DELETE /api/discounts/:id': typeof DiscountRoutes.delete;
  'POST /api/create-order': typeof OrderRoutes.createOrder;
  'GET /api/user-orders': typeof OrderRoutes.userOrders;
  'GET /api/pickup-slots': typeof PickupSlotRoutes.listSlots;
  'POST /api/pickup-slots': typeof PickupSlotRoutes.createSlot;
  'DELETE /api/pickup-slots/:id': typeof PickupSlotRoutes.deleteSlot;
  'GET /api/pickups': typeof PickupRoutes.pickups;
  'GET /api/orders/lookup': typeof PickupRoutes.lookup;
  'POST /api/orders/:id/picked-up': typeof PickupRoutes.pickedUp;
  'POST /api/update-order': typeof OrderRoutes.updateOrder;
  'POST /api/delete-order': typeof OrderRoutes.deleteOrder;
  'GET /api/orders/:id': typeof OrderRoutes.orderDetail;
  'GET /api/orders': typeof OrderRoutes.listOrders;
  'GET /api/orders.csv': typeof OrderRoutes.ordersCsv;
  'GET /api/payments.csv': typeof OrderRoutes.paymentsCsv;
  'POST /api/orders/:id/payments': typeof OrderRoutes.recordPayment;
  'POST /api/orders/:id/payments/:paymentId/void': typeof OrderRoutes.voidPayment;
  'POST /api/orders/:id/remind': typeof OrderRoutes.remind;
  'GET /api/userInformation': typeof UserRoutes.userInformation;
  'POST /api/update-user-notes': typeof UserRoutes.updateUserNotes;
  'POST /api/changeApproval': typeof UserRoutes.changeApproval;
  'POST /api/delete-user': typeof UserRoutes.deleteUser;
  'GET /api/invite-codes': typeof InviteRoutes.inviteCodes;
  'POST /api/generate-invite-code': typeof InviteRoutes.generateInviteCode;
  'POST /api/delete-code': typeof InviteRoutes.deleteCode;
  'GET /api/audit-log': typeof AuditRoutes.auditLog;
  'GET /api/subscriptions': typeof SubscriptionRoutes.subscriptions;
  'POST /api/subscribe': typeof SubscriptionRoutes.subscribe;
  'GET /api/season': typeof SeasonRoutes.getSeason;
  'PUT /api/season': typeof SeasonRoutes.putSeason;
  'GET /api/dashboard': typeof SeasonRoutes.dashboard;
}

export type RouteKey = keyof ApiRoutes;

type Responses<K extends RouteKey> = ApiRoutes[K]['response'];

/** `[status, body]` for every answer the contract gives this route, the body typed from its schema. */
export type ContractAnswer<K extends RouteKey> = {
  [S in keyof Responses<K>]: Responses<K>[S] extends TSchema ? readonly [S, Static<Responses<K>[S]>] : never;
}[keyof Responses<K>];

/** The JSON body the route reads (unknown for routes without one). */
export type RequestBody<K extends RouteKey> = ApiRoutes[K] extends { body: infer B extends TSchema } ? Static<B> : unknown;

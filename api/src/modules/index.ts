import type { ApiModule } from '../shared/api';
import accountRoutes from './accounts';
import auditRoutes from './audit';
import authRoutes from './auth';
import cartRoutes from './cart';
import catalogRoutes from './catalog';
import dashboardRoutes from './dashboard';
import discountRoutes from './discounts';
import featuredRoutes from './featured';
import fundsRoutes from './funds';
import healthRoutes from './health';
import inviteRoutes from './invites';
import openApiRoutes from './openapi';
import orderRoutes from './orders';
import pickupRoutes from './pickups';
import runtimeConfigRoutes from './runtime-config';
import seasonRoutes from './season';
import staffRoutes from './staff';
import storeLocationRoutes from './store-location';
import subscriptionRoutes from './subscriptions';
import uploadRoutes from './uploads';
import userRoutes from './users';

/** Every domain's routes, each mounted under /api. */
export const apiModules: ApiModule[] = [
  healthRoutes,
  openApiRoutes,
  runtimeConfigRoutes,
  authRoutes,
  accountRoutes,
  userRoutes,
  inviteRoutes,
  catalogRoutes,
  featuredRoutes,
  uploadRoutes,
  cartRoutes,
  discountRoutes,
  orderRoutes,
  pickupRoutes,
  fundsRoutes,
  subscriptionRoutes,
  auditRoutes,
  seasonRoutes,
  dashboardRoutes,
  staffRoutes,
  storeLocationRoutes,
];

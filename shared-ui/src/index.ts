/** shared-ui: what every Fireworks Shop frontend shares. */
export * from './api/client';
export { type ErrorTexts, errorText } from './api/error-text';
export { loadRuntimeConfig, resetRuntimeConfig } from './api/runtime-config';
export { assetSrcset, assetUrl, pictureSources, preloadPictures } from './catalog/asset-url';
export { Button, type ButtonProps } from './components/button';
export { CategoryBar } from './components/category-bar';
export { EmailAddress } from './components/email-address';
export { ErrorBoundary } from './components/error-boundary';
export { EmptyState, FormMessage, LoadingState, ProgressBar, Spinner } from './components/feedback';
export { focusMain } from './components/focus-main';
export { MenuButton, type MenuLink, MenuLinks } from './components/menu';
export { Page } from './components/page';
export { ScreenHeading, useScreenHeading } from './components/screen-heading';
export { CART_IMAGE_SIZES, type CartChange, cartEmptied, cartKeys, loadCart, useCart, useCartChange, useCartCount } from './data/cart';
export { useRuntimeConfig } from './data/config';
export { orderKeys, orderRemoved, orderUpdated, useOrder, useOrders } from './data/orders';
export { queryClient } from './data/query-client';
export { QueryProvider } from './data/query-provider';
export type { ScreenRead } from './data/screen-read-names';
export { discountRulesQuery, startScreenReads } from './data/screen-reads';
export { seasonKeys, seasonQuery, useSeason } from './data/season';
export { type Box, TOAST_STACK, type ToastPlacement, toastOptions, toastPlacement } from './hooks/toast-placement';
export { useOneAtATime } from './hooks/use-one-at-a-time';
export { setToastLoader, setToastSink, showToast, TOAST_DURATION_MS, type ToastSink, type ToastVariant, useToast } from './hooks/use-toast';
export { discountRuleText } from './i18n/discount-rule-text';
export {
  currentLanguage,
  formatDate,
  formatDay,
  formatDollars,
  formatPriceText,
  i18n,
  intlLocale,
  languageOf,
  loadMessages,
  setLanguage,
} from './i18n/i18n';
export { useSlotText } from './i18n/slot-text';
export {
  categoryPattern,
  forbiddenPaths,
  type MenuSetting,
  mayOpen,
  mayUse,
  menuOf,
  parseRouteList,
  permittedRoutes,
  type RemoteRouteInfo,
  type Role,
  type RouteAccess,
  type RouteDefinition,
  type RouteInfo,
  type RouteLists,
  type RouteMenuEntry,
  roleOf,
  routesFor,
  type ScreenPermission,
  startPathOf,
  type Viewer,
} from './routes/route-list';
export { useCheckoutBlockedText } from './season/checkout-blocked';
export { formatShopDay, SeasonStatus } from './season/season-status';
export { login } from './session/login';
export {
  logout,
  signOutIfRefused,
  signOutOnUnauthorized,
  TOKEN_CHECK_INTERVAL_MS,
  useSessionKeeper,
  verifyToken,
} from './session/use-session-keeper';
export * from './stores/session';
export { REQUEST_KEY_STORAGE_PREFIX } from './stores/user-storage';

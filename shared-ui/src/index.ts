/** shared-ui: what every Fireworks Shop frontend shares. */
export * from './api/client';
export { type ErrorTexts, errorText } from './api/error-text';
export { loadRuntimeConfig, resetRuntimeConfig } from './api/runtime-config';
export { assetSrcset, assetUrl } from './catalog/asset-url';
export { type EnlargedPicture, selectReturnPath, useCatalogView } from './catalog/catalog-view';
export { EnlargedView } from './catalog/EnlargedView';
export { useOpenPicture } from './catalog/useOpenPicture';
export { useScrollMemory } from './catalog/useScrollMemory';
export { AmountList, type AmountRow } from './components/AmountList';
export { Button, type ButtonProps } from './components/Button';
export { CategoryBar } from './components/CategoryBar';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { ErrorBoundary } from './components/ErrorBoundary';
export { EmptyState, FormMessage, LoadingState, ProgressBar, Spinner } from './components/Feedback';
export { EAGER_ITEM_COUNT, ITEM_IMAGE_SIZES, ItemCard, type ItemCardProps } from './components/ItemCard';
export { ItemGrid, type ItemGridProps, ItemListStatus } from './components/ItemList';
export { Page } from './components/Page';
export { SearchBox } from './components/SearchBox';
export { SegmentedToggle } from './components/SegmentedToggle';
export { TextField, type TextFieldProps } from './components/TextField';
export { type CartChange, cartEmptied, cartKeys, loadCart, useCart, useCartChange, useCartCount } from './data/cart';
export { type CategoryItemsQuery, catalogKeys, useCategoryItems } from './data/catalog';
export { useRuntimeConfig } from './data/config';
export { orderKeys, orderRemoved, orderUpdated, useOrders } from './data/orders';
export { QueryProvider } from './data/QueryProvider';
export { queryClient } from './data/query-client';
export { checkedBy, type FieldProblems, fieldState, firstProblem } from './forms/form-checks';
export { RESEND_SECONDS, useCountdown } from './hooks/useCountdown';
export { TOAST_DURATION_MS, useToast } from './hooks/useToast';
export { currentLanguage, formatDate, formatDollars, i18n, intlLocale, setLanguage } from './i18n/i18n';

export { filterOrders, type OrderStatusFilter, orderNumber } from './orders/filter-orders';
export { OrderCard } from './orders/OrderCard';
export { OrderHistory, type OrderHistoryProps } from './orders/OrderHistory';
export {
  categoryPattern,
  forbiddenPaths,
  mayOpen,
  menuOf,
  parseRouteList,
  type RemoteRouteInfo,
  type Role,
  type RouteAccess,
  type RouteDefinition,
  type RouteInfo,
  type RouteLists,
  type RouteMenuEntry,
  routesFor,
} from './routes/route-list';
export { login } from './session/login';
export { signOutUnlessOffline, TOKEN_CHECK_INTERVAL_MS, useSessionKeeper, verifyToken } from './session/useSessionKeeper';
export * from './stores/session';

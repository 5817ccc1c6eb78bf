/**
 * shared-ui/orders: the order screens' pieces (and the amount list the cart's totals share), shared by the storefront and the admin remote. Not
 * a federation singleton (they hold no state): each remote bundles them with its order screens, so
 * a customer's first page does not load them. They reach the shared state (i18n, queries, session)
 * through 'shared-ui' itself.
 */
export { AmountList, type AmountRow } from '../components/amount-list';
export { filterOrders, type OrderStatusFilter, orderNumber } from './filter-orders';
export { DepositBadge, StatusBadge } from './order-badges';
export { OrderCard } from './order-card';
export { OrderHistory, type OrderHistoryProps } from './order-history';
export { OrderPage } from './order-page';
export { MemoSentence, PaymentInstructionsPanel } from './payment-instructions';
export { PaymentLedger } from './payment-ledger';
export { PickupSlotPicker, type PickupSlotPickerTexts } from './pickup-slot-picker';

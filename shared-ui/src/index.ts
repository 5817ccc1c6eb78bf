/** shared-ui: what every Fireworks Shop frontend shares. */
export * from './api/client';
export type * from './api/types';
export { Button, type ButtonProps } from './components/Button';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { EmptyState, FormMessage, LoadingState, ProgressBar, Spinner } from './components/Feedback';
export { Page } from './components/Page';
export { SearchBox } from './components/SearchBox';
export { SegmentedToggle } from './components/SegmentedToggle';
export { TextField, type TextFieldProps } from './components/TextField';
export { RESEND_SECONDS, useCountdown } from './hooks/useCountdown';
export { TOAST_DURATION_MS, useToast } from './hooks/useToast';
export { currentLanguage, formatDate, formatDollars, i18n, setLanguage } from './i18n/i18n';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './i18n/messages';
export * from './rules';
export { type LoginAnswer, login } from './session/login';
export { addToCart, clearCart, saveCart, setCartQuantity } from './stores/cart-actions';
export * from './stores/session';

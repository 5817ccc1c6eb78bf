/**
 * shared-ui/dialogs: modal dialogs. Not a federation singleton (no state): bundled by the screens
 * that open one, so a customer's first page does not load them.
 */
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, type DialogProps } from './dialog';

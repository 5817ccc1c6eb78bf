/**
 * shared-ui/back-office: the staff frame (side navigation) and the "no permission" page. Not a
 * federation singleton (no state of its own): the shell loads it only for a staff session and the
 * standalone console bundles it, so a customer's first page does not carry it.
 */
export { BackOfficeLayout } from './back-office-layout';
export { NoPermission } from './no-permission';

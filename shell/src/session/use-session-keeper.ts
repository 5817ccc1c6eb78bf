import { useSessionKeeper as useSharedSessionKeeper } from 'shared-ui';
import { loadUserAndCart } from './session-actions';

/** The shared session keeper (shared-ui), refreshing a stored session's user and cart at start. */
export function useSessionKeeper(): void {
  useSharedSessionKeeper(loadUserAndCart);
}

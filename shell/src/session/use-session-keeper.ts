import { useSessionKeeper as useSharedSessionKeeper } from 'shared-ui';
import { refreshStoredSession } from './session-actions';

/** The shared session keeper (shared-ui), refreshing a stored session's user and cart at start. */
export function useSessionKeeper(): void {
  useSharedSessionKeeper(refreshStoredSession);
}

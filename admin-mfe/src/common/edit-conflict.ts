import { ApiError } from 'shared-ui';

/**
 * A save refused because someone else saved the record after it was loaded (409, see
 * docs/decisions/edit-conflicts.md): the screen keeps the admin's edits and offers the latest.
 */
export const isEditConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

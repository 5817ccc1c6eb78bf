import type { User } from 'shared-ui';

/** A user as GET /api/userInformation answers: the public fields, notes, and whether they await approval. */
export interface AdminUser extends User {
  notes: string;
  pendingApproval: boolean;
}

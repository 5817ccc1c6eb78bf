/** User management for admins (spec §2 "User Information"): list, notes, approval, deletion. */
import { type Static, Type } from '@sinclair/typebox';
import { INVITE_PRESETS } from '../rules/permissions';
import { needs } from './access';
import { UserAnswer } from './auth';
import { errors, Id, REFUSED, Version } from './common';
import { LIMITS, REQUEST_CAPS } from './limits';

const tags = ['users'];

/**
 * A user as the admin console sees it: the public fields plus notes, whether they await approval and,
 * for an account that signed up with a staff invite code and was not approved since, the staff preset
 * its approval will give (only the owner may approve it), and whether the user is staff already.
 */
export const AdminUserAnswer = Type.Object(
  {
    ...UserAnswer.properties,
    notes: Type.String(),
    /** Moves on with every notes save: sent back as update-user-notes' `seenNotesVersion`. */
    notesVersion: Version,
    pendingApproval: Type.Boolean(),
    invitedAs: Type.Optional(Type.Union(INVITE_PRESETS.map((preset) => Type.Literal(preset)))),
    /** Present on the staff (an owner, anyone holding a permission): only the owner changes their approval or deletes them. */
    staff: Type.Optional(Type.Literal(true)),
  },
  { title: 'AdminUser' },
);

export const ChangeApprovalBody = Type.Object({ user_id: Id, newValueApproved: Type.Boolean() }, { additionalProperties: false });
export const ChangeApprovalAnswer = Type.Object({
  message: Type.String(),
  _id: Type.String(),
  approved: Type.Boolean(),
  /** Beside the spec's answer: this approval brought back the staff permissions an un-approved account kept (docs/decisions/unapproved-staff.md). */
  staffPermissionsActiveAgain: Type.Optional(Type.Literal(true)),
});

export const UpdateNotesBody = Type.Object(
  {
    id: Id,
    notes: Type.String({ maxLength: LIMITS.notes }),
    /** The `notesVersion` the notes were edited from: when someone saved since, 409 and nothing is written. Optional (the spec's call has none). */
    seenNotesVersion: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export const UpdateNotesAnswer = Type.Object({ message: Type.String(), _id: Type.String(), notes: Type.String(), notesVersion: Version });

export const RemovePendingApprovalBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: REQUEST_CAPS.id }) },
  { additionalProperties: false },
);
export const RemovePendingApprovalAnswer = Type.Object({ message: Type.String(), removed: Type.Integer() });

/** `userone` is the user's id; the earlier client sent the whole user object, so `{ _id }` works too. */
export const DeleteUserBody = Type.Object({ userone: Type.Union([Id, Type.Object({ _id: Id })]) }, { additionalProperties: false });
export const DeleteUserAnswer = Type.Object({
  message: Type.String(),
  _id: Type.String(),
  /** The deleted user's orders, kept with the customer's details copied into each. */
  ordersKept: Type.Integer(),
});

const adminWrite = errors(REFUSED.body, REFUSED.admin);

export const UserRoutes = {
  userInformation: {
    ...needs('users:manage'),
    summary: 'Every user but the admin asking',
    tags,
    response: { 200: Type.Array(AdminUserAnswer), ...errors(REFUSED.admin) },
  },
  updateUserNotes: {
    ...needs('users:manage'),
    summary: "Save the admin's notes on a user (409 when `seenNotesVersion` is sent and someone saved since)",
    tags,
    body: UpdateNotesBody,
    response: { 200: UpdateNotesAnswer, ...adminWrite, ...errors([404, 409]) },
  },
  changeApproval: {
    ...needs('users:manage'),
    summary: 'Approve or un-approve a user (un-approval ends their sessions)',
    tags,
    body: ChangeApprovalBody,
    response: { 200: ChangeApprovalAnswer, ...adminWrite, ...errors([404]) },
  },
  removePendingApproval: {
    ...needs('users:manage'),
    summary: 'Drop the pending-approval record of a username',
    tags,
    body: RemovePendingApprovalBody,
    response: { 200: RemovePendingApprovalAnswer, ...adminWrite },
  },
  deleteUser: {
    ...needs('users:manage'),
    summary: 'Delete a user (their orders are kept)',
    tags,
    body: DeleteUserBody,
    response: { 200: DeleteUserAnswer, ...adminWrite, ...errors([404]) },
  },
};

export type AdminUser = Static<typeof AdminUserAnswer>;

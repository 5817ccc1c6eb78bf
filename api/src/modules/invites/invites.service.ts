import { LIMITS } from '@fireworks/core/contract';
import { type InvitePreset, isInvitePreset } from '@fireworks/core/rules';
import type { FastifyInstance } from 'fastify';
import { AppError, isUniqueViolation } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { deleteInviteCode, insertNewInviteCode } from './invites.queries';

const INVITE_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.inviteCode}}$`);
/** Spec §5: the number of uses is optional; a code without one admits a single sign-up. */
const DEFAULT_USES = 1;

/** The code trimmed, or an INVALID_DATA error naming what a code may hold. */
function parseInviteCode(input: unknown): string {
  const code = typeof input === 'string' ? input.trim() : '';
  if (!INVITE_CODE_PATTERN.test(code)) throw new AppError('INVALID_DATA', 'admin:errors.inviteCodeInvalid');
  return code;
}

/** A whole number of uses from 1 to LIMITS.inviteUses; missing means DEFAULT_USES. */
function parseInviteUses(input: unknown): number {
  if (input === undefined || input === null) return DEFAULT_USES;
  if (typeof input !== 'number' || !Number.isInteger(input) || input < 1 || input > LIMITS.inviteUses) {
    throw new AppError('INVALID_DATA', 'admin:errors.inviteUsesInvalid', { max: LIMITS.inviteUses });
  }
  return input;
}

/**
 * A staff preset for the code's users (issue 41): 'counter' or 'catalogue', never 'owner' (an owner
 * is made on purpose, on the staff screen). Only the owner may hand out staff permissions this way:
 * anyone else holding invites:manage could otherwise invite themselves more rights.
 */
function parseInvitePreset(input: unknown, admin: UserRow): InvitePreset | null {
  if (input === undefined || input === null || input === '') return null;
  if (!isInvitePreset(input)) throw new AppError('INVALID_DATA', 'admin:errors.invitePresetInvalid');
  if (!admin.admin) throw new AppError('NOT_ALLOWED', 'admin:errors.invitePresetOwnerOnly');
  return input;
}

export async function createInviteCode(app: FastifyInstance, admin: UserRow, input: { code?: unknown; uses?: unknown; preset?: unknown }) {
  const code = parseInviteCode(input.code);
  const uses = parseInviteUses(input.uses);
  const preset = parseInvitePreset(input.preset, admin);
  const taken = () => new AppError('CONFLICT', 'admin:errors.inviteCodeTaken', { code });
  try {
    return await app.ctx.db.transaction(async (tx) => {
      const created = await insertNewInviteCode(tx, { id: newId(), code, uses, createdBy: admin.username, preset });
      if (!created) throw taken();
      await recordAudit(tx, admin, {
        action: 'invite.create',
        targetType: 'invite_code',
        targetId: created.id,
        details: { code, uses, ...(preset ? { preset } : {}) },
      });
      return created;
    });
  } catch (error) {
    // insertNewInviteCode's lock makes writers of one code take turns; the unique index on the exact
    // spelling stays as the backstop for a writer that does not take it.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Deletes a code. One that carries a staff preset is the owner's, as in the list: anyone else is
 * answered as for a code that does not exist (they could otherwise delete the owner's staff invites).
 */
export async function removeInviteCode(app: FastifyInstance, admin: UserRow, code: string): Promise<void> {
  await app.ctx.db.transaction(async (tx) => {
    const row = await deleteInviteCode(tx, code, admin.admin);
    if (!row) throw new AppError('NOT_FOUND', 'admin:errors.inviteCodeNotFound');
    await recordAudit(tx, admin, {
      action: 'invite.delete',
      targetType: 'invite_code',
      targetId: row.id,
      details: { code: row.code, usesLeft: row.uses },
    });
  });
}

import type { SignupInput } from '@fireworks/core/contract';
import type { Language } from '@fireworks/core/i18n';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { hashPassword } from '../../shared/passwords';
import type { UserRow } from '../../shared/users';
import { checkEmail, checkName, checkNewPassword, checkPhone, checkUsername, requireFields } from './account-fields';
import { inviteCodeExists, inviteCodeState, takeInviteUse, takenField } from './accounts.queries';

const SIGNUP_FIELDS = ['username', 'password', 'inviteCode', 'email', 'firstname', 'lastname', 'phonenumber'] as const;

const TAKEN_MESSAGE = {
  username: 'auth:errors.usernameTaken',
  email: 'auth:errors.emailTaken',
  phonenumber: 'auth:errors.phoneTaken',
} as const;

async function conflictIfTaken(db: Db, fields: { username: string; email: string; phonenumber: string }): Promise<void> {
  const taken = await takenField(db, fields);
  if (taken) throw new AppError('CONFLICT', TAKEN_MESSAGE[taken]);
}

/**
 * Sign-up (spec §5): every field required, e-mail pattern, 10-digit phone, unique username,
 * e-mail and phone (409, told only to a caller with a usable invite code). The invite code loses one use in the same transaction that creates
 * the account, so concurrent sign-ups never take more uses than exist. The new user is neither
 * verified nor approved.
 */
export async function signUp(db: Db, input: SignupInput, language: Language): Promise<UserRow> {
  const raw = requireFields(input, SIGNUP_FIELDS);
  const fields = {
    username: checkUsername(raw.username),
    email: checkEmail(raw.email),
    phonenumber: checkPhone(raw.phonenumber),
    firstname: checkName(raw.firstname),
    lastname: checkName(raw.lastname),
  };
  const password = checkNewPassword(raw.password, [fields.username, fields.email]);
  const inviteCode = raw.inviteCode.trim();
  // The invite first: without a usable one, nothing tells which usernames, e-mails or phones exist.
  const invite = await inviteCodeState(db, inviteCode);
  if (invite !== 'usable')
    throw new AppError('INVALID_DATA', invite === 'usedUp' ? 'auth:errors.inviteCodeUsedUp' : 'auth:errors.inviteCodeInvalid');
  await conflictIfTaken(db, fields);

  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const taken = await takeInviteUse(tx, inviteCode);
      if (!taken) {
        throw new AppError(
          'INVALID_DATA',
          (await inviteCodeExists(tx, inviteCode)) ? 'auth:errors.inviteCodeUsedUp' : 'auth:errors.inviteCodeInvalid',
        );
      }
      // A staff invite's preset waits on the user row until an owner's approval gives its permissions.
      const [user] = await tx
        .insert(users)
        .values({ id: newId(), ...fields, passwordHash, language, verified: false, approved: false, invitedPreset: taken.preset })
        .returning();
      return user as UserRow;
    });
  } catch (error) {
    // Someone took the same name, e-mail or phone between the check and the insert.
    if (isUniqueViolation(error)) await conflictIfTaken(db, fields);
    throw error;
  }
}

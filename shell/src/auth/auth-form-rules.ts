import { hasInvalidNameCharacters, isValidEmail } from '@fireworks/core/rules';
import { i18n } from 'shared-ui';
import { type FieldProblems, type FieldRefusals, type FormNotice, failureNotice, PASSWORD_REFUSALS } from 'shared-ui/forms';

/** The authentication screen's forms: login, sign-up and the two recovery e-mails. */
export type Mode = 'login' | 'signup' | 'forgotUsername' | 'forgotPassword';

export const EMPTY = { username: '', password: '', inviteCode: '', email: '', firstname: '', lastname: '', phonenumber: '' };
export type Fields = typeof EMPTY;

/** As errorText (spec §8): the server's sentence, else 'An error occurred', or the network text when no answer came. */
export const failureMessage = (error: unknown): FormNotice =>
  failureNotice(error, { failed: 'auth:anErrorOccurred', unreachable: 'auth:networkError' });

export const TITLES: Record<Mode, string> = {
  login: 'loginTitle',
  signup: 'signupTitle',
  forgotUsername: 'forgotUsernameTitle',
  forgotPassword: 'forgotPasswordTitle',
};

const SIGNUP_FIELDS = Object.keys(EMPTY) as (keyof Fields)[];
const NAME_FIELDS = ['username', 'firstname', 'lastname'] as const;

/**
 * The sign-up field each refusal of the server is about (auth:errors, the sentences the API answers
 * in the language the request was sent in, which is the screen's).
 */
export const SIGNUP_REFUSALS: FieldRefusals<Fields> = [
  ['inviteCode', ['auth:errors.inviteCodeInvalid', 'auth:errors.inviteCodeUsedUp']],
  ['username', ['auth:errors.usernameInvalid', 'auth:errors.usernameTaken']],
  ['password', PASSWORD_REFUSALS],
  ['email', ['auth:errors.invalidEmail', 'auth:errors.emailTaken']],
  ['phonenumber', ['auth:errors.phoneInvalid', 'auth:errors.phoneTaken']],
  ['firstname', ['auth:errors.nameTooLong']],
];

/** Spec §5: every field of the mode is required ('Please fill in all fields.'), then an e-mail must look like one. */
export function check(fields: Fields, mode: Mode): FieldProblems<Fields> {
  const fillAll = i18n.t('errors:fillAllFields');
  const problems: FieldProblems<Fields> = {};
  if (mode === 'login') {
    if (!fields.username.trim()) problems.username = fillAll;
    if (!fields.password) problems.password = fillAll;
  } else if (mode === 'signup') {
    for (const name of SIGNUP_FIELDS) if (!fields[name].trim()) problems[name] = fillAll;
    // The server's rule (core): no control or text-direction characters in names.
    for (const name of NAME_FIELDS) {
      if (!problems[name] && hasInvalidNameCharacters(fields[name])) problems[name] = i18n.t('auth:errors.nameInvalidCharacters');
    }
  } else if (!fields.email.trim()) problems.email = fillAll;
  const needsEmail = mode !== 'login';
  if (Object.keys(problems).length === 0 && needsEmail && !isValidEmail(fields.email.trim())) {
    problems.email = i18n.t('auth:errors.invalidEmail');
  }
  return problems;
}

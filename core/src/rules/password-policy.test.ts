import { isCommonPassword } from './common-passwords';
import { passwordProblem } from './password-policy';

const check = (password: string, personal: string[] = []) => passwordProblem(password, { isCommon: isCommonPassword, personal });

describe('password policy (the API and the shell apply the same rule)', () => {
  it('refuses the passwords an attack run got accepted', () => {
    for (const password of ['password', '12345678', 'aaaaaaaa', 'PASSWORD', 'qwertyuiop', '87654321', 'abcabcabc', 'iloveyou']) {
      expect(check(password)).toBe('common');
    }
  });
  it('keeps the length limits', () => {
    expect(check('Ab1!xyz')).toBe('tooShort');
    expect(check('x'.repeat(150) + 'Yz1!'.repeat(20))).toBe('tooLong');
  });
  it('refuses the account’s own username or e-mail', () => {
    expect(check('NovaStar88', ['novastar88', 'nova@example.com'])).toBe('personal');
    expect(check('nova.rocket', ['someone', 'nova.rocket@example.com'])).toBe('personal');
  });
  it('accepts ordinary strong-enough passwords', () => {
    for (const password of ['Password1!', 'Brand-New-Pass-9', 'correct horse battery', 'sparkler-2026']) expect(check(password)).toBeNull();
  });
  it('uses a list of tens of thousands of common passwords', () => {
    expect(isCommonPassword('dragon')).toBe(true);
    expect(isCommonPassword('sparkler-2026')).toBe(false);
  });
});

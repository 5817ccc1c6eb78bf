import { hasInvalidNameCharacters, isValidEmail, isValidPhone, isValidUsername, passwordStrength, phoneInputDigits } from './accounts';

describe('account rules', () => {
  it('accepts text@text.text e-mail addresses only', () => {
    expect(isValidEmail('casey@example.com')).toBe(true);
    expect(isValidEmail('a.b+c@mail.example.co')).toBe(true);
    for (const bad of ['', 'casey', 'casey@example', '@example.com', 'casey@.com', 'ca sey@example.com', 'casey@example.']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('keeps only up to 10 digits of what is typed', () => {
    expect(phoneInputDigits('(555) 123-4567')).toBe('5551234567');
    expect(phoneInputDigits('55512345678999')).toBe('5551234567');
    expect(phoneInputDigits('abc')).toBe('');
    // The country code is not part of the number.
    expect(phoneInputDigits('+1 (555) 123-4567')).toBe('5551234567');
    expect(phoneInputDigits('15551234567')).toBe('5551234567');
    expect(phoneInputDigits('1555123456')).toBe('1555123456');
    expect(isValidPhone('5551234567')).toBe(true);
    expect(isValidPhone('555123456')).toBe(false);
  });

  it('checks the username shape', () => {
    expect(isValidUsername('casey_99')).toBe(true);
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('has space')).toBe(false);
    expect(isValidUsername('x'.repeat(31))).toBe(false);
  });

  it('finds control and text-direction characters in names, and only those', () => {
    for (const bad of ['a\r\nb', 'a\tb', 'a\u0085', 'a\u202Eb', 'a\u2066b\u2069', 'a\u200F', 'a\u2028b', '\u061Ca']) {
      expect(hasInvalidNameCharacters(bad)).toBe(true);
    }
    for (const good of ['José', "O'Brien-Müller", '李 小龍', 'محمد', 'Zoë Ann']) expect(hasInvalidNameCharacters(good)).toBe(false);
  });

  it('rates password strength: weak under 6, strong with an uppercase letter and a digit, else medium', () => {
    expect(passwordStrength('Ab1')).toBe('weak');
    expect(passwordStrength('abcdef')).toBe('medium');
    expect(passwordStrength('Abcdef')).toBe('medium');
    expect(passwordStrength('abcde1')).toBe('medium');
    expect(passwordStrength('Abcde1')).toBe('strong');
  });
});

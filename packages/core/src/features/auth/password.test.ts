import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PASSWORD_MIN_LENGTH_EXCLUSIVE,
  PASSWORD_RULES,
  canSetPassword,
  isStrongPassword,
  passwordChecks,
} from './password';

const ALL = { lowercase: true, uppercase: true, digit: true, special: true, length: true };

describe('passwordChecks', () => {
  it('lists the indicators in the order the page shows them', () => {
    expect(PASSWORD_RULES).toEqual(['lowercase', 'uppercase', 'digit', 'special', 'length']);
    expect(Object.keys(passwordChecks(''))).toEqual([...PASSWORD_RULES]);
  });

  it('an empty password passes nothing', () => {
    expect(passwordChecks('')).toEqual({
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
      length: false,
    });
  });

  it.each([
    ['Password1!', ALL],
    ['Пароль123!', ALL],
    ['Құпиясөз1!', ALL],
    ['ПАРОЛЬ123!', { ...ALL, lowercase: false }],
    ['пароль123!', { ...ALL, uppercase: false }],
    ['Парольчик!', { ...ALL, digit: false }],
    ['Пароль1234', { ...ALL, special: false }],
    ['Пароль1!', { ...ALL, length: false }],
    ['password1!', { ...ALL, uppercase: false }],
    ['PASSWORD1!', { ...ALL, lowercase: false }],
    ['Password!!', { ...ALL, digit: false }],
    ['Password12', { ...ALL, special: false }],
  ])('%s', (password, expected) => {
    expect(passwordChecks(password)).toEqual(expected);
    expect(isStrongPassword(password)).toBe(Object.values(expected).every(Boolean));
  });

  it('Cyrillic letters count as lowercase and uppercase (ё and Ё too)', () => {
    expect(passwordChecks('ё')).toMatchObject({ lowercase: true, uppercase: false });
    expect(passwordChecks('Ё')).toMatchObject({ lowercase: false, uppercase: true });
    expect(passwordChecks('ж')).toMatchObject({ lowercase: true, uppercase: false });
    expect(passwordChecks('Ж')).toMatchObject({ lowercase: false, uppercase: true });
  });

  it('a letter or a digit is not a special symbol, punctuation and № are', () => {
    for (const c of ['a', 'Z', 'я', 'Я', '0', '9']) expect(passwordChecks(c).special).toBe(false);
    for (const c of ['!', '@', '#', '_', '-', '.', '№', '"', '€'])
      expect(passwordChecks(c).special).toBe(true);
  });

  it('spaces are not special symbols', () => {
    for (const c of [' ', '\t', '\u00A0', '   ']) expect(passwordChecks(c).special).toBe(false);
    expect(passwordChecks('Пароль 123')).toEqual({ ...ALL, special: false });
    expect(isStrongPassword('Password 12')).toBe(false);
  });

  it('length: exactly 8 characters fails, 9 passes (the rule is "above 8")', () => {
    expect(PASSWORD_MIN_LENGTH_EXCLUSIVE).toBe(8);
    expect(passwordChecks('Пароль1!').length).toBe(false);
    expect('Пароль1!').toHaveLength(8);
    expect(passwordChecks('Пароль12!').length).toBe(true);
    expect(isStrongPassword('Пароль1!')).toBe(false);
    expect(isStrongPassword('Пароль12!')).toBe(true);
    expect(isStrongPassword('Passw0rd!')).toBe(true);
    expect(isStrongPassword('Passw0r!')).toBe(false);
  });

  it('counts characters, not UTF-16 units: 8 emoji-padded characters still fail', () => {
    // 'Aa1' + 5 emoji: 8 characters but 13 UTF-16 units
    expect(passwordChecks('Aa1😀😀😀😀😀').length).toBe(false);
    expect(passwordChecks('Aa1😀😀😀😀😀😀').length).toBe(true);
  });
});

describe('canSetPassword', () => {
  it('needs a strong password and an equal confirmation', () => {
    expect(canSetPassword('Пароль12!', 'Пароль12!')).toBe(true);
    expect(canSetPassword('Пароль12!', '')).toBe(false);
    expect(canSetPassword('Пароль12!', 'Пароль12?')).toBe(false);
    expect(canSetPassword('Пароль12!', 'пароль12!')).toBe(false);
    expect(canSetPassword('Пароль12!', 'Пароль12! ')).toBe(false);
  });

  it('an equal but weak password cannot be set', () => {
    expect(canSetPassword('Пароль1!', 'Пароль1!')).toBe(false);
    expect(canSetPassword('password12!', 'password12!')).toBe(false);
    expect(canSetPassword('', '')).toBe(false);
  });
});

// An alphabet whose classes are known without regular expressions: Latin, Russian and Kazakh letters, digits,
// punctuation, and blanks (which are not special).
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯӘҒҚҢӨҰҮҺІ';
const LOWER = UPPER.toLowerCase();
const DIGITS = '0123456789';
const SPECIAL = '!@#$%^&*()-_=+[]{};:\'",.<>/?\\|`~№';
const BLANK = ' \t\u00A0';
const ALPHABET = [...UPPER, ...LOWER, ...DIGITS, ...SPECIAL, ...BLANK];
const has = (p: string, set: string) => [...p].some((c) => set.includes(c));

describe('password properties', () => {
  const passwords = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 16 }).map((cs) => cs.join(''));

  it('a password is strong exactly when it is longer than 8 and has upper, lower, digit and special', () => {
    fc.assert(
      fc.property(passwords, (p) => {
        const expected = {
          lowercase: has(p, LOWER),
          uppercase: has(p, UPPER),
          digit: has(p, DIGITS),
          special: has(p, SPECIAL),
          length: [...p].length > 8,
        };
        expect(passwordChecks(p)).toEqual(expected);
        expect(isStrongPassword(p)).toBe(Object.values(expected).every(Boolean));
      }),
      { numRuns: 500 },
    );
  });

  it('any string passing isStrongPassword is longer than 8 and has upper, lower, digit and special', () => {
    // any Unicode text around a few characters of each class, so that some of the strings pass
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.constantFrom(...UPPER),
      fc.constantFrom(...LOWER),
      fc.constantFrom(...DIGITS),
      fc.constantFrom(...SPECIAL),
    );
    let strong = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const p = pieces.join('');
        if (!isStrongPassword(p)) return;
        strong++;
        expect([...p].length).toBeGreaterThan(8);
        expect(p).toMatch(/\p{Lu}/u);
        expect(p).toMatch(/\p{Ll}/u);
        expect(p).toMatch(/\p{Nd}/u);
        expect(p).toMatch(/[^\p{L}\p{Nd}\s]/u);
        expect(canSetPassword(p, p)).toBe(true);
        expect(canSetPassword(p, p + 'x')).toBe(false);
      }),
      { numRuns: 200 },
    );
    // the property was not vacuous
    expect(strong).toBeGreaterThan(5);
  });
});

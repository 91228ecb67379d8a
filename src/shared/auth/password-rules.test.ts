import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordRules,
  isCommonPassword,
  meetsPasswordRules,
  PASSWORD_MAX_LENGTH,
} from './password-rules.ts';
import { newPasswordSchema } from './schemas.ts';

describe('password rules (SPEC 5)', () => {
  it('reports each of the five rules', () => {
    expect(checkPasswordRules('')).toEqual({
      length: false,
      lower: false,
      upper: false,
      digit: false,
      special: false,
    });
    expect(checkPasswordRules('abcdefgh')).toEqual({
      length: true,
      lower: true,
      upper: false,
      digit: false,
      special: false,
    });
    expect(checkPasswordRules('Ab1!')).toEqual({
      length: false,
      lower: true,
      upper: true,
      digit: true,
      special: true,
    });
    expect(meetsPasswordRules('Buque-de-Rosas42')).toBe(true);
  });

  it('holds exactly when all five rules hold', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (p) => {
        const r = checkPasswordRules(p);
        expect(meetsPasswordRules(p)).toBe(Object.values(r).every(Boolean));
      }),
    );
  });

  it('accepts long passphrases up to the maximum and refuses longer ones', () => {
    const long = `Aa1!${'x'.repeat(60)}`;
    expect(meetsPasswordRules(long)).toBe(true);
    expect(meetsPasswordRules(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(false);
  });

  it('adding a character never breaks a rule that held (until the maximum)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 1 }), (p, c) => {
        const before = checkPasswordRules(p);
        const after = checkPasswordRules(p + c);
        for (const k of Object.keys(before) as (keyof typeof before)[])
          if (before[k]) expect(after[k]).toBe(true);
      }),
    );
  });
});

describe('common passwords', () => {
  it('spots common words dressed up to pass the rules', () => {
    for (const p of [
      'Senha@123',
      'P@ssw0rd1',
      'Password1!',
      'Brasil@2027',
      'Qwerty@123',
      'Aaaaaaa1!',
      'Abcdefg1!',
      'Ab@12345678',
      'Casamento@2027',
      '12345678Aa!',
    ])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('lets good passwords through', () => {
    for (const p of ['Buque-de-Rosas42', 'Valsa-dos-Noivos1', 'Tr3m-Az#ul-Lua'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('the schema refuses weak and common passwords with their messages', () => {
    expect(newPasswordSchema.safeParse('fraca').error?.issues[0]?.message).toBe(
      'A senha não atende a todos os requisitos de segurança.',
    );
    expect(newPasswordSchema.safeParse('Senha@123').error?.issues[0]?.message).toBe(
      'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
    );
    expect(newPasswordSchema.safeParse('Buque-de-Rosas42').success).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordRules,
  isCommonPassword,
  meetsPasswordRules,
  PASSWORD_MAX_LENGTH,
  passesPasswordChecklist,
} from './password-rules.ts';
import { newPasswordSchema } from './schemas.ts';

describe('password rules (SPEC 5)', () => {
  it('reports each line of the checklist: the five rules, then "Não é uma senha comum"', () => {
    expect(checkPasswordRules('')).toEqual({
      length: false,
      lower: false,
      upper: false,
      digit: false,
      special: false,
      common: false,
    });
    expect(checkPasswordRules('abcdefgh')).toEqual({
      length: true,
      lower: true,
      upper: false,
      digit: false,
      special: false,
      common: false,
    });
    expect(checkPasswordRules('Ab1!')).toEqual({
      length: false,
      lower: true,
      upper: true,
      digit: true,
      special: true,
      common: false,
    });
    expect(Object.values(checkPasswordRules('Buque-de-Rosas42')).every(Boolean)).toBe(true);
    expect(checkPasswordRules('Senha@123')).toMatchObject({ length: true, special: true, common: false });
    expect(meetsPasswordRules('Buque-de-Rosas42')).toBe(true);
    expect(passesPasswordChecklist('Buque-de-Rosas42')).toBe(true);
    expect(passesPasswordChecklist('Senha@123')).toBe(false);
  });

  it('holds exactly when all five rules hold, and passes the checklist exactly when all six do', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (p) => {
        const { common, ...rules } = checkPasswordRules(p);
        expect(meetsPasswordRules(p)).toBe(Object.values(rules).every(Boolean));
        expect(passesPasswordChecklist(p)).toBe(meetsPasswordRules(p) && common);
        expect(passesPasswordChecklist(p)).toBe(newPasswordSchema.safeParse(p).success);
      }),
    );
  });

  it('accepts long passphrases up to the maximum and refuses longer ones', () => {
    const long = `Aa1!${'x'.repeat(60)}`;
    expect(meetsPasswordRules(long)).toBe(true);
    expect(meetsPasswordRules(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(false);
    expect(passesPasswordChecklist(`Aa1!${'Rosa-'.repeat(PASSWORD_MAX_LENGTH / 5)}`)).toBe(false);
  });

  it('adding a character never breaks one of the five rules that held (until the maximum)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 1 }), (p, c) => {
        // "Não é uma senha comum" may: "Senh" becomes "Senha".
        const { common: _, ...before } = checkPasswordRules(p);
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

import { describe, expect, it } from 'vitest';
import { commonEmailDomains, suggestEmail } from './email-typos.ts';
import { itReturns } from './testing/it-returns.ts';

describe('suggestEmail', () => {
  itReturns('suggests the address meant', suggestEmail, [
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@gamil.com', 'ana@gmail.com'],
    ['ana@gmai.com', 'ana@gmail.com'],
    ['ana@gmaill.com', 'ana@gmail.com'],
    ['ana@gmail.co', 'ana@gmail.com'],
    ['ana@gmail.con', 'ana@gmail.com'],
    ['ana@gmail.cmo', 'ana@gmail.com'],
    ['ana@gmial.con', 'ana@gmail.com'],
    ['ana@gmail.com.br', 'ana@gmail.com'],
    ['ana@gmail', 'ana@gmail.com'],
    ['ana@gmail..com', 'ana@gmail.com'],
    ['Ana.Souza@GMIAL.COM', 'Ana.Souza@gmail.com'],
    ['ana@hotmial.com', 'ana@hotmail.com'],
    ['ana@hotmail.con', 'ana@hotmail.com'],
    ['ana@hotmai.com.br', 'ana@hotmail.com.br'],
    ['ana@outlok.com', 'ana@outlook.com'],
    ['ana@yahoo.com.b', 'ana@yahoo.com.br'],
    ['ana@yaho.com.br', 'ana@yahoo.com.br'],
    ['ana@yahoo.combr', 'ana@yahoo.com.br'],
    ['ana@iclod.com', 'ana@icloud.com'],
    ['ana@lve.com', 'ana@live.com'],
    ['ana@uol.com.b', 'ana@uol.com.br'],
    ['ana@bol.com.brr', 'ana@bol.com.br'],
    ['ana@tera.com.br', 'ana@terra.com.br'],
    ['ana@empresa.con', 'ana@empresa.com'],
    ['ana@empresa.com.b', 'ana@empresa.com.br'],
    ['  ana@gmial.com ', 'ana@gmail.com'],
  ]);

  it('is silent when the address looks right', () => {
    for (const domain of commonEmailDomains) expect(suggestEmail(`ana@${domain}`), domain).toBeNull();
    expect(suggestEmail('ana@GMAIL.COM')).toBeNull();
  });

  it.each([
    'ana@empresa.com.br',
    'ana@noivos.org',
    'ana@mail.com',
    'ana@gmx.com',
    'ana@me.com',
    'ana@email.com',
    'ana@terra.com',
    'ana@yahoo.com.ar',
    'ana@hotmail.com.ar',
    'ana@hotmail.co.uk',
    'ana@hotmail.fr',
    'ana@usp.br',
  ])('is silent for a real or plausible domain: %s', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });

  it.each(['', 'ana', 'ana@', '@gmail.com', 'ana @gmial.com', 'ana@gmail.com@'])(
    'is silent before there is an address: "%s"',
    (typed) => {
      expect(suggestEmail(typed)).toBeNull();
    },
  );
});

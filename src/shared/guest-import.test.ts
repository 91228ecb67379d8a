import { describe, expect, it } from 'vitest';
import {
  guessColumns,
  pastedRows,
  readAgeGroup,
  readImportRow,
  readImportTags,
  rowsFromTable,
} from './guest-import.ts';

const settings = { childUntil: 12, babyUntil: 2 };
/** A Brazilian sheet's columns: FAMÍLIA, Nome, Telefone, E-mail, Idade, Lado. */
const sheetColumns = { household: 0, name: 1, phone: 2, email: 3, ageGroup: 4, side: 5 };

describe('pastedRows', () => {
  it('makes one household a line, its people split on commas and on "e"', () => {
    expect(pastedRows('Ana e Pedro Souza\n\n  Família Lima: Rui, Bia e Leo \nTia Rosa')).toEqual([
      { line: 1, household: 'Ana e Pedro Souza', name: 'Ana' },
      { line: 1, household: 'Ana e Pedro Souza', name: 'Pedro Souza' },
      { line: 3, household: 'Família Lima: Rui, Bia e Leo', name: 'Família Lima: Rui' },
      { line: 3, household: 'Família Lima: Rui, Bia e Leo', name: 'Bia' },
      { line: 3, household: 'Família Lima: Rui, Bia e Leo', name: 'Leo' },
      { line: 4, household: 'Tia Rosa', name: 'Tia Rosa' },
    ]);
  });

  it('keeps names that merely contain an "e"', () => {
    expect(pastedRows('Helena Esteves').map((r) => r.name)).toEqual(['Helena Esteves']);
  });
});

describe('guessColumns', () => {
  it('knows Google Contacts’ headers', () => {
    const headers = ['First Name', 'Last Name', 'Labels', 'E-mail 1 - Value', 'Phone 1 - Value'];
    expect(guessColumns(headers)).toEqual({ name: 0, surname: 1, tags: 2, email: 3, phone: 4 });
  });

  it('knows a Brazilian sheet’s headers, accents and case aside', () => {
    expect(guessColumns(['FAMÍLIA', 'Nome', 'Telefone', 'E-mail', 'Idade', 'Lado'])).toEqual(sheetColumns);
  });
});

describe('reading a row', () => {
  it('reads a person with the form’s rules', () => {
    const [row] = rowsFromTable(
      [['Família Souza', 'Ana', '(11) 98765-4321', 'ANA@X.COM', '7', 'Noiva']],
      sheetColumns,
    );
    expect(readImportRow(row!, settings)).toEqual({
      ok: true,
      line: 2,
      household: 'Família Souza',
      name: 'Ana',
      ageGroup: 'crianca',
      phone: '5511987654321',
      email: 'ana@x.com',
      side: 'noiva',
      tags: [],
    });
  });

  it('says everything that is wrong with a line', () => {
    const read = readImportRow(
      { line: 4, name: ' ', phone: '123', email: 'ana@', side: 'padrinho' },
      settings,
    );
    expect(read).toMatchObject({
      ok: false,
      line: 4,
      messages: [
        'Linha sem nome.',
        'Telefone inválido: use DDD e número, ex.: (11) 98765-4321.',
        'E-mail inválido: confira o endereço.',
        'Lado não reconhecido: use noiva, noivo ou ambos.',
      ],
    });
  });

  it('names the household after the person when no column says it', () => {
    expect(readImportRow({ line: 2, name: 'Rui', surname: 'Lima' }, settings)).toMatchObject({
      household: 'Rui Lima',
      name: 'Rui Lima',
      ageGroup: 'adulto',
    });
  });

  it('reads ages and words as age groups', () => {
    expect(
      ['1', '12', '13', 'Bebê', 'CRIANÇA', 'adult', 'idoso'].map((t) => readAgeGroup(t, settings)),
    ).toEqual(['bebe', 'crianca', 'adulto', 'bebe', 'crianca', 'adulto', undefined]);
  });

  it('reads Google Contacts’ labels as tags', () => {
    expect(readImportTags('* myContacts ::: Família ::: família ::: Trabalho')).toEqual([
      'Família',
      'Trabalho',
    ]);
  });
});

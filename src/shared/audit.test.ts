import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from './audit.ts';

describe('auditChanges', () => {
  it('lists only the fields that changed, in words', () => {
    expect(
      auditChanges(
        { name1: 'Ana', phone: '11912345678', status: 'ativo' },
        { name1: 'Ana', phone: '21998765432', status: 'inativo' },
      ),
    ).toEqual([
      { field: 'Telefone', before: '11912345678', after: '21998765432' },
      { field: 'Status', before: 'ativo', after: 'inativo' },
    ]);
  });

  it('shows a creation as values from nothing, and empty values as a dash', () => {
    expect(auditChanges(null, { email: 'a@b.com', phone: null })).toEqual([
      { field: 'E-mail', before: '—', after: 'a@b.com' },
    ]);
    expect(auditChanges({ name: 'Velho', id: 'x' }, null)).toEqual([
      { field: 'Nome', before: 'Velho', after: '—' },
    ]);
  });

  it('names known actions and keeps unknown ones as recorded', () => {
    expect(auditActionLabel('couple.deactivate')).toBe('Desativou casal');
    expect(auditActionLabel('algo.novo')).toBe('algo.novo');
  });
});

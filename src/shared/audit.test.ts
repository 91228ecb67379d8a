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
      { field: 'Status', before: 'Ativo', after: 'Inativo' },
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

  it('writes money, percentages, dates, yes or no, hours and statuses as people read them', () => {
    expect(
      auditChanges(
        {
          giftFeeBasisPoints: 389,
          minFreeAmountCents: 500,
          maxInstallments: 10,
          supportHours: { opensAt: 9, closesAt: 18 },
          weddingDate: '2027-05-15',
          sitePublished: false,
          status: 'rascunho',
        },
        {
          giftFeeBasisPoints: 399,
          minFreeAmountCents: 135050,
          maxInstallments: 12,
          supportHours: { opensAt: 8, closesAt: 20 },
          weddingDate: '2027-06-01',
          sitePublished: true,
          status: 'publicado',
        },
      ),
    ).toEqual([
      { field: 'Taxa dos presentes', before: '3,89%', after: '3,99%' },
      { field: 'Valor mínimo livre', before: 'R$\u00a05,00', after: 'R$\u00a01.350,50' },
      { field: 'Parcelamento máximo no cartão', before: '10x', after: '12x' },
      { field: 'Horário de atendimento', before: '9h às 18h', after: '8h às 20h' },
      { field: 'Data do casamento', before: '15/05/2027', after: '01/06/2027' },
      { field: 'Site publicado', before: 'Não', after: 'Sim' },
      { field: 'Status', before: 'Rascunho', after: 'Publicado' },
    ]);
  });

  it('says a structure changed without spelling it out, and a moment in São Paulo time', () => {
    expect(
      auditChanges({ design: { colors: { primary: '#111' } } }, { design: { colors: { primary: '#222' } } }),
    ).toEqual([{ field: 'Design', before: 'anterior', after: 'alterado' }]);
    expect(auditChanges(['a', 'b'], ['b', 'a'])).toEqual([
      { field: 'Ordem', before: 'anterior', after: 'alterada' },
    ]);
    expect(auditChanges(null, { releasedAt: '2027-05-15T13:00:00.000Z' })).toEqual([
      { field: 'Liberado em', before: '—', after: '15/05/2027 às 10:00' },
    ]);
  });

  it('names known actions and keeps unknown ones as recorded', () => {
    expect(auditActionLabel('couple.deactivate')).toBe('Desativou casal');
    expect(auditActionLabel('algo.novo')).toBe('algo.novo');
  });
});

// Where an invitation stands, as the guest list and the send queue show it: the badge and each
// step reached with how, when and by whom.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InviteStateDetails, inviteStateLines } from './invite-state.tsx';

const answered = {
  state: 'respondido' as const,
  sentAt: '2026-05-12T17:30:00.000Z',
  sentVia: 'whatsapp' as const,
  firstOpenedAt: '2026-05-13T12:00:00.000Z',
  lastOpenedAt: '2026-05-14T12:05:00.000Z',
  answeredAt: '2026-05-14T12:10:00.000Z',
  answeredBy: 'convite',
};

describe('an invitation’s state', () => {
  it('lists each step with its how and when, and who answered', () => {
    expect(inviteStateLines(answered)).toEqual([
      'Enviado via WhatsApp em 12/05, 14:30',
      'Aberto em 13/05, 09:00 (última vez em 14/05, 09:05)',
      'Respondido em 14/05, 09:10 pelo link pessoal',
    ]);
    expect(inviteStateLines({ ...answered, answeredBy: 'noivos' }).at(-1)).toBe(
      'Respondido em 14/05, 09:10 por vocês',
    );
    expect(
      inviteStateLines({ ...answered, remindedAt: '2026-05-13T20:00:00.000Z', remindedVia: 'email' })[1],
    ).toBe('Lembrado via E-mail em 13/05, 17:00');
  });

  it('shows the badge alone for an invitation not sent', () => {
    render(
      <InviteStateDetails
        item={{ state: 'nao-enviado', sentAt: null, sentVia: null, firstOpenedAt: null, lastOpenedAt: null }}
      />,
    );
    expect(screen.getByText('Não enviado')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

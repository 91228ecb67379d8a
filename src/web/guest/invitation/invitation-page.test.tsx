import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitationTexts as t } from '../../../shared/invitation.ts';
import { InvitationSection, type InvitationView } from './invitation-page.tsx';

const event = (id: string, name: string) => ({
  id,
  name,
  date: '2027-09-18',
  time: '16:00',
  placeName: null,
  address: null,
  mapsUrl: null,
  dressCode: null,
  notes: null,
});

function view(overrides: Partial<InvitationView> = {}): InvitationView {
  return {
    path: '/ana-e-rui/convite/abcdefghijkl',
    household: {
      name: 'Família Souza',
      maxCompanions: 2,
      companionNames: ['Tio Ivo'],
      note: null,
      answeredAt: null,
    },
    members: [
      { id: 'm1', name: 'Ana Souza', dietary: 'Vegetariana' },
      { id: 'm2', name: 'Leo Souza', dietary: null },
    ],
    events: [event('e1', 'Cerimônia religiosa'), event('e2', 'Festa')],
    answers: {},
    deadline: '2027-08-01',
    open: true,
    fallbackDate: null,
    notice: null,
    reminders: null,
    ...overrides,
  };
}

describe('InvitationSection', () => {
  it('asks yes or no for each member at each event, with the household’s answers so far', () => {
    render(<InvitationSection view={view({ answers: { 'm2.e2': false } })} />);
    expect(screen.getByRole('heading', { name: t.greeting('Família Souza') })).toBeTruthy();
    const leo = screen.getByRole('group', { name: 'Leo Souza' });
    const festa = within(leo).getByRole('group', { name: 'Festa' });
    expect((within(festa).getByRole('radio', { name: t.notGoing }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(t.companionName(1)) as HTMLInputElement).value).toBe('Tio Ivo');
    expect(screen.getByLabelText(t.companionName(2))).toBeTruthy();
    expect(screen.getByText(t.deadline('2027-08-01'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.submit })).toBeTruthy();
  });

  it('after the deadline shows the answer and the closing message, and no form', () => {
    render(
      <InvitationSection
        view={view({
          open: false,
          household: { ...view().household, answeredAt: '2027-07-20T15:00:00.000Z' },
          answers: { 'm1.e1': true, 'm1.e2': true, 'm2.e1': false },
        })}
      />,
    );
    expect(screen.getByText(t.closed('2027-08-01'))).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    const answer = screen.getByRole('region', { name: t.answerTitle });
    expect(answer.textContent).toContain('Festa: Ana Souza (vai), Leo Souza (sem resposta)');
    expect(answer.textContent).toContain(t.answeredOn('20/07/2027'));
  });

  it('offers WhatsApp reminders only when the platform has WhatsApp, with the number in use and a wrong one on its field', () => {
    const { unmount } = render(<InvitationSection view={view()} />);
    expect(screen.queryByRole('form', { name: t.remindersTitle })).toBeNull();
    unmount();

    render(
      <InvitationSection
        view={view({
          reminders: { phone: '(11) 98765-4321', notice: { ok: false, message: 'Número inválido.' } },
        })}
      />,
    );
    const form = screen.getByRole('form', { name: t.remindersTitle });
    expect(form.getAttribute('action')).toBe('/ana-e-rui/convite/abcdefghijkl/whatsapp');
    expect(within(form).getByText(t.remindersActive('(11) 98765-4321'))).toBeTruthy();
    const phone = within(form).getByLabelText(t.remindersPhone) as HTMLInputElement;
    expect(phone.name).toBe('telefone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Número inválido.',
    );
    expect(within(form).getByRole('button', { name: t.remindersChange })).toBeTruthy();
  });
});

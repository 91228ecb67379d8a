// "Enviar convites": one household at a time on a phone with its WhatsApp link and "Próximo", the
// message copied for any other app, "Marcar como enviado" with how and when, the template checked
// before it is saved and previewed as typed, the whole queue on wide screens, and the reminders.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../../shared/dates.ts';
import { defaultInviteTemplate, defaultReminderTemplate } from '../../../shared/guest-list.ts';
import {
  type QueueItem,
  type SendQueue,
  type SendSettings,
  sendMessages,
  whatsappUrl,
} from '../../../shared/invitation-sends.ts';
import { screenWidth } from '../../testing/screen-width.ts';
import { SendQueuePage } from './send-queue-page.tsx';

const actions = {
  mark: vi.fn(async () => undefined),
  unmark: vi.fn(async () => undefined),
  saveSettings: vi.fn(async () => undefined),
  sendByEmail: vi.fn(async () => ({ queued: 1 })),
};

function item(name: string, phone: string | null, overrides: Partial<QueueItem> = {}): QueueItem {
  const link = `http://noivos.localhost:3000/ana-e-rui/convite/${name.length}abcdefghijklmnopqrstu`;
  const message = `Olá, ${name}! Seu convite: ${link}`;
  return {
    id: `id-${name.replaceAll(' ', '-')}`,
    name,
    members: [`${name} (pessoa)`],
    state: 'nao-enviado',
    sentAt: null,
    sentVia: null,
    firstOpenedAt: null,
    lastOpenedAt: null,
    remindedAt: null,
    remindedVia: null,
    phone,
    email: null,
    emailOptOut: false,
    emailPending: false,
    link,
    values: { nome: name, link, data: '15 de maio de 2027', evento: 'Festa' },
    message,
    whatsappUrl: phone ? whatsappUrl(phone, message) : null,
    ...overrides,
  };
}

const invitations: SendQueue = {
  kind: 'convite',
  template: defaultInviteTemplate,
  items: [item('Família Souza', '5511987654321'), item('Tia Rosa', null)],
  total: 2,
  counts: { convite: 2, lembrete: 1 },
  emailable: 1,
};
const reminders: SendQueue = {
  ...invitations,
  kind: 'lembrete',
  items: [
    item('Ana e Pedro', '5521998765432', {
      state: 'aberto',
      sentAt: '2026-11-20T15:00:00.000Z',
      sentVia: 'whatsapp',
      firstOpenedAt: '2026-11-21T12:00:00.000Z',
      lastOpenedAt: '2026-11-22T12:00:00.000Z',
    }),
  ],
  total: 1,
};
const settings: SendSettings = {
  inviteTemplate: defaultInviteTemplate,
  reminderTemplate: defaultReminderTemplate,
  autoReminderDays: null,
  rsvpDeadline: '2027-04-15',
  defaults: { inviteTemplate: defaultInviteTemplate, reminderTemplate: defaultReminderTemplate },
};

vi.mock('../session/session-context.ts', () => ({ useWeddingId: () => 'w1' }));
vi.mock('./use-send-queue.ts', () => ({
  useSendQueue: (_: string, kind: string) => ({
    data: kind === 'lembrete' ? reminders : invitations,
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
  }),
  useSendSettings: () => ({ data: settings, isPending: false, isError: false, refetch: vi.fn() }),
  useSendActions: () => actions,
  useLiveInvitations: () => undefined,
}));

function open(path = '/dashboard/convidados/enviar-convites') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SendQueuePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  screenWidth(false);
});

describe('Enviar convites on a phone', () => {
  it('shows one household at a time, with its WhatsApp link, and moves on with “Próximo”', async () => {
    open();
    expect(screen.getByRole('status').textContent).toBe('Convite 1 de 2');
    expect(screen.getByRole('heading', { name: 'Família Souza' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tia Rosa' })).toBeNull();
    const whatsapp = screen.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(invitations.items[0]!.whatsappUrl);
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=.*convite/);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('status').textContent).toBe('Convite 2 de 2');
    expect(screen.getByRole('heading', { name: 'Tia Rosa' })).toBeTruthy();
    // No WhatsApp: the message to copy, and the way "Marcar como enviado" defaults to "Outro".
    expect(screen.queryByRole('link', { name: 'Enviar pelo WhatsApp' })).toBeNull();
    expect(screen.getByText(sendMessages.noWhatsapp)).toBeTruthy();
    expect((screen.getByLabelText('Como foi enviado') as HTMLSelectElement).value).toBe('outro');
    expect((screen.getByRole('button', { name: 'Próximo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('copies the message for any other app', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar mensagem' }));
    expect(writeText).toHaveBeenCalledWith(invitations.items[0]!.message);
  });

  it('marks the invitation sent with how and when it went', async () => {
    open();
    expect((screen.getByLabelText('Quando') as HTMLInputElement).value).toBe(todayIn());
    await userEvent.selectOptions(screen.getByLabelText('Como foi enviado'), 'E-mail');
    fireEvent.change(screen.getByLabelText('Quando'), { target: { value: '2026-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    expect(actions.mark).toHaveBeenCalledWith('id-Família-Souza', {
      kind: 'convite',
      via: 'email',
      sentOn: '2026-11-01',
    });
  });

  it('checks the message’s placeholders before saving it, and previews it as typed', async () => {
    open();
    await userEvent.click(screen.getByText('Mensagem do convite'));
    const text = screen.getByLabelText('Texto da mensagem');
    await userEvent.clear(text);
    await userEvent.type(text, 'Oi, {{nome}! Venham ao casamento.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar mensagem' }));
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(sendMessages.templateNeedsLink)).toBeTruthy();
    expect(actions.saveSettings).not.toHaveBeenCalled();

    await userEvent.type(text, ' {{link}');
    expect(screen.getByText('Prévia para Família Souza').nextSibling?.textContent).toBe(
      `Oi, Família Souza! Venham ao casamento. ${invitations.items[0]!.link}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar mensagem' }));
    expect(actions.saveSettings).toHaveBeenCalledWith({
      inviteTemplate: 'Oi, {nome}! Venham ao casamento. {link}',
    });
  });
});

describe('Enviar convites on a wide screen', () => {
  it('lists the whole queue, and sends by e-mail after asking', async () => {
    screenWidth(true);
    open();
    const list = screen.getByRole('list', { name: 'Enviar convites' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Família Souza', 'Tia Rosa']);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar os convites por e-mail?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar agora' }));
    expect(actions.sendByEmail).toHaveBeenCalledTimes(1);
  });

  it('reminds who has not answered, with where each invitation stands and the automatic reminder', async () => {
    screenWidth(true);
    open('/dashboard/convidados/enviar-convites?fila=lembrete');
    expect(
      screen.getByRole('tab', { name: /Lembrar quem não respondeu/ }).getAttribute('aria-selected'),
    ).toBe('true');
    const card = screen.getByRole('article', { name: 'Ana e Pedro' });
    expect(within(card).getByText('Aberto')).toBeTruthy();
    expect(within(card).getByText(/^Enviado via WhatsApp em 20\/11/)).toBeTruthy();
    expect(within(card).getByText(/^Aberto em 21\/11.*\(última vez em 22\/11/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Quando lembrar'), '7 dias antes do prazo');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(actions.saveSettings).toHaveBeenCalledWith({ autoReminderDays: 7 });
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar lembrete enviado' }));
    expect(actions.mark).toHaveBeenCalledWith(
      'id-Ana-e-Pedro',
      expect.objectContaining({ kind: 'lembrete', via: 'whatsapp' }),
    );
  });
});

// The RSVP form in the browser: the shared schema's messages on their fields before anything is
// sent, a field per companion, and the server's refusal on the field it is about.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestTexts } from '../../../shared/guest-texts.ts';
import { rsvpMessages } from '../../../shared/rsvp.ts';
import { RsvpForm } from './rsvp-form.tsx';

function replyWith(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the RSVP form', () => {
  it('asks for the name on its field and sends nothing', async () => {
    const fetch = replyWith(200, {});
    render(<RsvpForm slug="ana-e-leo" />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    const name = screen.getByLabelText('Seu nome completo');
    const error = await screen.findByText(rsvpMessages.nameRequired);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    expect(name).toBe(document.activeElement);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks each companion’s name in a field of its own and sends them', async () => {
    const fetch = replyWith(200, { status: 'created', message: rsvpMessages.thanksYes });
    render(<RsvpForm slug="ana-e-leo" />);
    await userEvent.type(screen.getByLabelText('Seu nome completo'), 'Tia Glória');
    await userEvent.clear(screen.getByLabelText('Número de acompanhantes'));
    await userEvent.type(screen.getByLabelText('Número de acompanhantes'), '2');
    await userEvent.type(screen.getByLabelText('Nome do acompanhante 1'), 'Tio Ruy');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    expect(await screen.findByText(rsvpMessages.namesMismatch)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Nome do acompanhante 2'), 'Prima Lia');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', rsvpMessages.thanksYes);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      name: 'Tia Glória',
      attending: true,
      companions: 2,
      companionNames: ['Tio Ruy', 'Prima Lia'],
    });
  });

  it('puts the server’s refusal on its field', async () => {
    replyWith(400, {
      error: {
        code: 'VALIDATION',
        message: rsvpMessages.invalidEmail,
        issues: [{ path: 'email', message: rsvpMessages.invalidEmail }],
      },
    });
    render(<RsvpForm slug="ana-e-leo" />);
    await userEvent.type(screen.getByLabelText('Seu nome completo'), 'Tia Glória');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    const email = screen.getByLabelText('E-mail (opcional)');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(rsvpMessages.invalidEmail).map((e) => e.id)).toContain(
      email.getAttribute('aria-describedby'),
    );
    expect(screen.getByRole('alert').textContent).toBe(rsvpMessages.invalidEmail);
  });

  it('offers the WhatsApp reminder only where the platform sends them, and asks for the phone it goes to', async () => {
    const { unmount } = render(<RsvpForm slug="ana-e-leo" />);
    expect(screen.queryByRole('checkbox', { name: guestTexts.rsvpWhatsapp })).toBeNull();
    unmount();

    const fetch = replyWith(200, { status: 'created', message: rsvpMessages.thanksYes });
    render(<RsvpForm slug="ana-e-leo" whatsapp />);
    await userEvent.type(screen.getByLabelText('Seu nome completo'), 'Bia Lima');
    await userEvent.click(screen.getByRole('checkbox', { name: guestTexts.rsvpWhatsapp }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    const phone = screen.getByLabelText(guestTexts.rsvpPhone);
    expect((await screen.findByText(rsvpMessages.whatsappPhone)).id).toBe(
      phone.getAttribute('aria-describedby'),
    );
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(phone, '(21) 99876-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    await screen.findByRole('status');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      phone: '21998761234',
      whatsappReminders: true,
    });
  });
});

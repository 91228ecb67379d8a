// The message form in the browser: both fields required with the shared schema's messages, and a
// published message put at the top of the wall without a reload.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageMessages } from '../../../shared/rsvp.ts';
import { MessageForm } from './message-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the message form', () => {
  it('asks for the name and the message on their fields', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<MessageForm slug="ana-e-leo" />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar recado' }));
    expect(await screen.findByText(messageMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(messageMessages.bodyRequired)).toBeTruthy();
    expect(screen.getByLabelText('Sua mensagem').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('publishes and shows the message first on the wall', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 'published',
              message: messageMessages.published,
              item: { id: '1', authorName: 'Tia Glória', body: 'Felicidades!', createdAt: '' },
            }),
            { status: 201 },
          ),
      ),
    );
    const wall = document.createElement('ul');
    wall.dataset.messages = '';
    wall.innerHTML = '<li class="message">Um recado antigo</li>';
    document.body.append(wall);
    render(<MessageForm slug="ana-e-leo" />);
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Tia Glória');
    await userEvent.type(screen.getByLabelText('Sua mensagem'), 'Felicidades!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar recado' }));
    expect((await screen.findByRole('status')).textContent).toBe(messageMessages.published);
    expect(wall.firstElementChild?.textContent).toBe('Felicidades!— Tia Glória, agora');
    expect(screen.getByLabelText('Seu nome')).toHaveProperty('value', '');
    wall.remove();
  });
});

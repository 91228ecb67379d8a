// Every admin screen is built (issue 25 built the last, WhatsApp): the menu marks none "Em breve".
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminNav } from './admin-nav.tsx';

describe('AdminNav', () => {
  it('badges no entry "Em breve"', () => {
    render(
      <MemoryRouter>
        <AdminNav />
      </MemoryRouter>,
    );
    const soon = screen.getAllByRole('link').filter((l) => l.textContent?.endsWith('Em breve'));
    expect(soon).toEqual([]);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).textContent).toBe('WhatsApp');
    expect(screen.getByRole('link', { name: 'Layout' }).textContent).toBe('Layout');
    expect(screen.getByRole('link', { name: 'Chatbots' }).textContent).toBe('Chatbots');
    expect(screen.getByRole('link', { name: 'Casais' }).textContent).toBe('Casais');
    expect(screen.getByRole('link', { name: 'Domínios' }).textContent).toBe('Domínios');
  });
});

// The admin menu marks the entries whose screen is not built yet with "Em breve", and no other.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminNav } from './admin-nav.tsx';

describe('AdminNav', () => {
  it('badges the one coming-soon screen (WhatsApp) and no built one', () => {
    render(
      <MemoryRouter>
        <AdminNav />
      </MemoryRouter>,
    );
    const soon = screen.getAllByRole('link').filter((l) => l.textContent?.endsWith('Em breve'));
    expect(soon.map((l) => l.textContent)).toEqual(['WhatsAppEm breve']);
    expect(screen.getByRole('link', { name: 'Layout' }).textContent).toBe('Layout');
    expect(screen.getByRole('link', { name: 'Chatbots' }).textContent).toBe('Chatbots');
    expect(screen.getByRole('link', { name: 'Casais' }).textContent).toBe('Casais');
    expect(screen.getByRole('link', { name: 'Domínios' }).textContent).toBe('Domínios');
  });
});

// The printable summary of "Eventos": per event the confirmed adults, children and babies, declines
// and waiting, and the confirmed households with their confirmed members (age shown for the young).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '../../../shared/event-summary.ts';

const fetchSummary = vi.hoisted(() => vi.fn());
vi.mock('./events-api.ts', async (original) => ({
  ...(await original<typeof import('./events-api.ts')>()),
  fetchEventSummary: fetchSummary,
}));
vi.mock('../live/use-wedding-events.ts', () => ({ useWeddingEvents: vi.fn() }));

const { EventsSummary } = await import('./events-summary-page.tsx');

const counts = { households: 3, companions: 1, declined: 2, waiting: 4 };
const summary: EventSummary = {
  couple: 'Ana & Bruno',
  events: [
    {
      id: 'e1',
      name: 'Cerimônia',
      date: '2027-05-15',
      time: '16:00',
      placeName: 'Igreja São José',
      counts: { ...counts, adults: 0, children: 0, babies: 0, companions: 0 },
      households: [],
    },
    {
      id: 'e2',
      name: 'Festa',
      date: null,
      time: null,
      placeName: null,
      counts: { ...counts, adults: 2, children: 1, babies: 1 },
      households: [
        {
          id: 'h1',
          name: 'Família Souza',
          companions: 1,
          members: [
            { name: 'João Souza', ageGroup: 'adulto' },
            { name: 'Lia Souza', ageGroup: 'crianca' },
            { name: 'Téo Souza', ageGroup: 'bebe' },
          ],
        },
      ],
    },
  ],
};

describe('EventsSummary', () => {
  it('shows each event with its counts and the confirmed households', async () => {
    fetchSummary.mockResolvedValue(summary);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <EventsSummary weddingId="w1" />
      </QueryClientProvider>,
    );
    const festa = await screen.findByRole('region', { name: 'Festa' });
    expect(
      within(festa).getByText(/Confirmados: 2 adultos · 1 criança · 1 bebê \+ 1 acompanhante/),
    ).toBeTruthy();
    expect(within(festa).getByText('Não vão').nextElementSibling?.textContent).toBe('2');
    expect(within(festa).getByText('Aguardando').nextElementSibling?.textContent).toBe('4');
    expect(within(festa).getByText('Famílias confirmadas (1 de 3 convidadas)')).toBeTruthy();
    expect(
      within(festa).getByText('João Souza, Lia Souza (criança), Téo Souza (bebê) + 1 acompanhante'),
    ).toBeTruthy();

    const cerimonia = screen.getByRole('region', { name: 'Cerimônia' });
    expect(within(cerimonia).getByText('15 de maio de 2027 · 16h00 · Igreja São José')).toBeTruthy();
    expect(within(cerimonia).getByText('Confirmados: 0 adultos · 0 crianças')).toBeTruthy();
    expect(within(cerimonia).getByText('Nenhuma família confirmou ainda.')).toBeTruthy();
    expect(fetchSummary).toHaveBeenCalledWith('w1', expect.anything());
  });
});

// The check-in screen: the count for the event, a household found by its code with who confirmed
// (the others greyed), "Chegou" per member and "Todos chegaram", and no QR button without a camera API.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInSearchResult, CheckInSummary } from '../../../shared/check-in.ts';

const calls = vi.hoisted(() => ({
  summary: vi.fn(),
  search: vi.fn(),
  arrivals: vi.fn(),
}));
vi.mock('./check-in-api.ts', async (original) => ({
  ...(await original<typeof import('./check-in-api.ts')>()),
  fetchCheckInSummary: calls.summary,
  searchCheckIn: calls.search,
  setArrivals: calls.arrivals,
}));
vi.mock('../live/use-wedding-events.ts', () => ({ useWeddingEvents: vi.fn() }));

const { CheckIn } = await import('./check-in-page.tsx');

const summary = (arrived: number): CheckInSummary => ({
  events: [
    { id: 'e1', name: 'Festa', date: '2027-05-15' },
    { id: 'e2', name: 'Cerimônia', date: '2027-05-15' },
  ],
  eventId: 'e1',
  arrived,
  expected: 3,
});
const found: CheckInSearchResult = {
  households: [
    {
      id: 'h1',
      name: 'Família Souza',
      members: [
        { id: 'm1', name: 'João Souza', ageGroup: 'adulto', confirmed: true, arrivedAt: null },
        { id: 'm2', name: 'Lia Souza', ageGroup: 'crianca', confirmed: true, arrivedAt: null },
        { id: 'm3', name: 'Mário Souza', ageGroup: 'adulto', confirmed: false, arrivedAt: null },
      ],
    },
  ],
};

beforeEach(() => {
  calls.summary.mockReset().mockResolvedValue(summary(0));
  calls.search.mockReset().mockResolvedValue(found);
  calls.arrivals.mockReset().mockResolvedValue(summary(1));
});

function renderCheckIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CheckIn weddingId="w1" />
    </QueryClientProvider>,
  );
}

describe('CheckIn', () => {
  it('finds a household by code and marks who arrived', async () => {
    const user = userEvent.setup();
    renderCheckIn();
    expect(await screen.findByText('0 de 3 chegaram')).toBeTruthy();
    expect((screen.getByLabelText('Evento') as HTMLSelectElement).value).toBe('e1');
    expect(screen.queryByRole('button', { name: /Ler QR code/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Baixar lista \(PDF\)/ }).getAttribute('href')).toBe(
      '/api/weddings/w1/check-in/list.pdf?eventId=e1',
    );

    await user.type(screen.getByLabelText('Nome ou código do convite'), 'abcdefghijklmnopqrstuv');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Família Souza' })).toBeTruthy();
    expect(calls.search).toHaveBeenCalledWith('w1', 'e1', 'abcdefghijklmnopqrstuv', expect.anything());
    expect(screen.getByText('(não confirmou)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Chegou: João Souza' }));
    expect(calls.arrivals).toHaveBeenCalledWith('w1', { eventId: 'e1', memberIds: ['m1'], arrived: true });

    await user.click(screen.getByRole('button', { name: 'Todos chegaram' }));
    expect(calls.arrivals).toHaveBeenLastCalledWith('w1', {
      eventId: 'e1',
      memberIds: ['m1', 'm2'],
      arrived: true,
    });
  });

  it('finds households by name, shows when someone arrived and undoes it', async () => {
    const user = userEvent.setup();
    calls.search.mockResolvedValue({
      households: [
        {
          id: 'h1',
          name: 'Família Souza',
          members: [
            {
              id: 'm1',
              name: 'João Souza',
              ageGroup: 'adulto',
              confirmed: true,
              arrivedAt: '2027-05-15T22:42:00Z',
            },
          ],
        },
        {
          id: 'h2',
          name: 'Joana Araújo',
          members: [{ id: 'm4', name: 'Joana Araújo', ageGroup: 'adulto', confirmed: true, arrivedAt: null }],
        },
      ],
    } satisfies CheckInSearchResult);
    renderCheckIn();
    await user.type(await screen.findByLabelText('Nome ou código do convite'), 'joao');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Joana Araújo' })).toBeTruthy();
    expect(calls.search).toHaveBeenCalledWith('w1', 'e1', 'joao', expect.anything());
    expect(screen.getByRole('heading', { name: 'Família Souza' })).toBeTruthy();
    // 22:42 UTC is 19h42 in Brasília.
    expect(screen.getByText('Chegou às 19h42')).toBeTruthy();
    // One confirmed member left: no "Todos chegaram".
    expect(screen.queryByRole('button', { name: 'Todos chegaram' })).toBeNull();

    calls.summary.mockResolvedValue(summary(1));
    await user.click(screen.getByRole('button', { name: 'Desfazer chegada de João Souza' }));
    expect(calls.arrivals).toHaveBeenCalledWith('w1', { eventId: 'e1', memberIds: ['m1'], arrived: false });
    // The count is read again after the change.
    expect(await screen.findByText('1 de 3 chegaram')).toBeTruthy();
  });
});

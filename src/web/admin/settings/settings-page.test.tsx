// The settings form: each text field is read by the shared rules and its message lands under it;
// a valid form saves the settings in the API's units.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminSettingsMessages as m } from '../../../shared/admin-settings.ts';
import { retype } from '../../testing/form-helpers.ts';
import { saveAdminSettings } from './settings-api.ts';
import { SettingsPage } from './settings-page.tsx';

const current = {
  giftFeeBasisPoints: 499,
  releaseBusinessDays: 2,
  maxInstallments: 12,
  minFreeAmountCents: 2000,
  supportHours: { opensAt: 9, closesAt: 18 },
  contactEmail: 'contato@nossosim.com.br',
  cardReviewThresholdCents: 500000,
  cardReviewDays: 30,
  updatedAt: null,
  updatedBy: null,
};

vi.mock('./settings-api.ts', async (original) => ({
  ...(await original<typeof import('./settings-api.ts')>()),
  fetchAdminSettings: vi.fn(async () => current),
  saveAdminSettings: vi.fn(),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SettingsPage />
    </QueryClientProvider>,
  );
}

/** The API saves whatever it is sent and answers the settings as saved. */
function answerSaved() {
  vi.mocked(saveAdminSettings).mockResolvedValue({ ...current, updatedAt: '2026-11-24T12:00:00Z' } as never);
}

describe('settings form', () => {
  it('puts each message under its field', async () => {
    renderPage();
    const fee = await screen.findByLabelText('Taxa dos presentes');
    expect((fee as HTMLInputElement).value).toBe('4,99');
    await retype(fee, '25');
    await retype(screen.getByLabelText('Parcelamento máximo no cartão'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(m.feeRange)).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(fee.getAttribute('aria-describedby')).toContain(screen.getByText(m.feeRange).id);
    expect(screen.getByText(m.installments)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveAdminSettings).not.toHaveBeenCalled();
  });

  it('saves the settings in cents and basis points once a new fee is confirmed', async () => {
    answerSaved();
    renderPage();
    const fee = await screen.findByLabelText('Taxa dos presentes');
    await retype(fee, '5,5');
    const threshold = screen.getByLabelText('Limite recebido por cartão (R$)');
    expect((threshold as HTMLInputElement).value).toBe('5.000,00');
    await retype(threshold, '1.350,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    // A new fee asks first, saying what it changes.
    const confirm = await screen.findByRole('dialog', { name: 'Alterar a taxa dos presentes?' });
    expect(confirm.textContent).toContain(m.feeChangeConfirm(499, 550));
    expect(saveAdminSettings).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar taxa' }));
    await vi.waitFor(() => expect(saveAdminSettings).toHaveBeenCalled());
    expect(vi.mocked(saveAdminSettings).mock.calls[0]?.[0]).toMatchObject({
      giftFeeBasisPoints: 550,
      minFreeAmountCents: 2000,
      cardReviewThresholdCents: 135050,
      supportHours: { opensAt: 9, closesAt: 18 },
    });
  });

  it('saves at once when the fee stays, and refuses an amount that is not one', async () => {
    vi.mocked(saveAdminSettings).mockClear();
    answerSaved();
    renderPage();
    const minimum = await screen.findByLabelText('Valor mínimo livre (R$)');
    await retype(minimum, '12,3,4');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(m.minFreeAmount)).toBeTruthy();
    await retype(minimum, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await vi.waitFor(() => expect(saveAdminSettings).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(vi.mocked(saveAdminSettings).mock.calls[0]?.[0]).toMatchObject({ minFreeAmountCents: 1500 });
  });
});

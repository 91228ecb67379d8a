// "Sacar por PIX", "Chave PIX para saques" and "Confirme sua senha": amounts typed as money, the
// key's message by its type, and the server's refusals shown on the field they are about.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBRL } from '../../../shared/money.ts';
import { payoutKeyMessages } from '../../../shared/payments/payout-key.ts';
import { pixKeyMessages } from '../../../shared/payments/pix.ts';
import { type WalletView, walletMessages } from '../../../shared/payments/wallet.ts';
import { ApiError } from '../../lib/api.ts';
import { PayoutKeySection } from './payout-key-section.tsx';
import { confirmHolder, sendHolderCode } from './step-up-api.ts';
import { StepUpDialog } from './step-up-dialog.tsx';
import { requestWithdrawal, savePayoutKey } from './wallet-api.ts';
import { WithdrawForm } from './withdraw-form.tsx';

vi.mock('./wallet-api.ts', () => ({
  walletKeys: { all: (id: string) => ['wallet', id] },
  requestWithdrawal: vi.fn(async () => undefined),
  savePayoutKey: vi.fn(async () => undefined),
  cancelPendingPayoutKey: vi.fn(async () => undefined),
}));
vi.mock('./step-up-api.ts', () => ({
  confirmHolder: vi.fn(async () => undefined),
  sendHolderCode: vi.fn(async () => undefined),
}));

const guarded = <T,>(action: () => Promise<T>) => action();
const noKey = { holderCpf: null, active: null, pending: null };
const activeKey = {
  holderCpf: '***.533.447-**',
  active: { type: 'email' as const, key: 'a@b.com' },
  pending: null,
};

function withQueries(node: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

beforeEach(() => vi.clearAllMocks());

describe('Sacar por PIX', () => {
  const wallet = { availableCents: 9_611, payoutKey: activeKey } as unknown as WalletView;

  it('reads the amount as money and keeps it within the balance', async () => {
    withQueries(<WithdrawForm weddingId="w1" wallet={wallet} guarded={guarded} />);
    const amount = screen.getByLabelText('Valor do saque');
    const submit = screen.getByRole('button', { name: 'Solicitar saque' });
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.amountInvalid);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(amount, '0,50');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.amountTooLow);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.000,00');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.insufficient);
    expect(requestWithdrawal).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '1.0,0');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.amountInvalid);

    await userEvent.click(screen.getByRole('button', { name: 'Sacar tudo' }));
    expect((amount as HTMLInputElement).value).toBe('96,11');
    await userEvent.click(submit);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar saque' }));
    expect(requestWithdrawal).toHaveBeenCalledWith('w1', {
      amountCents: 9_611,
      idempotencyKey: expect.any(String),
    });
  });

  it('shows the amount typed as money back formatted, and clears a stale error as it is corrected', async () => {
    withQueries(<WithdrawForm weddingId="w1" wallet={wallet} guarded={guarded} />);
    const amount = screen.getByLabelText('Valor do saque') as HTMLInputElement;
    await userEvent.type(amount, '1.000,00');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }));
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.insufficient);
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(amount.value).toBe('50,00');
  });

  /** The form with this active key; R$ 50,00 to it is requested on "Confirmar saque". */
  function withdrawTo(key: NonNullable<WalletView['payoutKey']['active']>) {
    vi.mocked(requestWithdrawal).mockResolvedValueOnce({
      id: 'w9',
      amountCents: 5_000,
      pixKeyType: key.type,
      pixKey: key.key,
      status: 'solicitado',
      failureReason: null,
      createdAt: '2026-05-02T15:30:00.000Z',
      paidAt: null,
    });
    withQueries(
      <WithdrawForm
        weddingId="w1"
        wallet={{ ...wallet, payoutMaxHours: 2, payoutKey: { ...activeKey, active: key } } as WalletView}
        guarded={guarded}
      />,
    );
  }

  it('asks to check the amount, key and holder before the money leaves, then shows the receipt', async () => {
    // A provider that names no holder or bank (Asaas): the sheet shows the masked CPF only.
    withdrawTo({ type: 'cpf', key: '39053344705', holderName: null, bankName: null });
    expect(screen.getByText('O saque vai para a chave CPF 390.533.447-05.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Valor do saque'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }));
    const review = await screen.findByRole('dialog', { name: 'Confira o saque' });
    expect(requestWithdrawal).not.toHaveBeenCalled();
    const rows = [...review.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual([
      `Valor${formatBRL(5_000)}`,
      'Para a chaveCPF 390.533.447-05',
      'TitularCPF ***.533.447-**',
      'PrazoAté 2 horas',
    ]);
    await userEvent.click(within(review).getByRole('button', { name: 'Confirmar saque' }));
    expect(requestWithdrawal).toHaveBeenCalledWith('w1', {
      amountCents: 5_000,
      idempotencyKey: expect.any(String),
    });
    const receipt = await screen.findByRole('dialog', { name: 'Comprovante de saque' });
    expect(within(receipt).getByText(walletMessages.requested)).toBeTruthy();
    expect(within(receipt).getByText('02/05/2026, 12:30')).toBeTruthy();
    expect(within(receipt).getByText('Solicitado')).toBeTruthy();
    await userEvent.click(within(receipt).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Valor do saque') as HTMLInputElement).value).toBe('');
  });

  it("shows the holder's name and bank when the provider's look-up told them", async () => {
    withdrawTo({
      type: 'email',
      key: 'helena@exemplo.com',
      holderName: 'Helena Duarte',
      bankName: 'Banco Sandbox',
    });
    await userEvent.type(screen.getByLabelText('Valor do saque'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar saque' }));
    const review = await screen.findByRole('dialog', { name: 'Confira o saque' });
    const rowsOf = (dialog: HTMLElement) =>
      [...dialog.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rowsOf(review)).toEqual([
      `Valor${formatBRL(5_000)}`,
      'Para a chaveE-mail helena@exemplo.com',
      'TitularHelena Duarte, CPF ***.533.447-**',
      'BancoBanco Sandbox',
      'PrazoAté 2 horas',
    ]);
    await userEvent.click(within(review).getByRole('button', { name: 'Confirmar saque' }));
    const receipt = await screen.findByRole('dialog', { name: 'Comprovante de saque' });
    expect(rowsOf(receipt)).toContain('TitularHelena Duarte, CPF ***.533.447-**');
    expect(rowsOf(receipt)).toContain('BancoBanco Sandbox');
  });

  it('stays off without an active key', () => {
    withQueries(
      <WithdrawForm
        weddingId="w1"
        wallet={{ ...wallet, payoutKey: noKey } as WalletView}
        guarded={guarded}
      />,
    );
    expect(screen.getByText(payoutKeyMessages.keyMissing)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Solicitar saque' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByLabelText('Valor do saque') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('Chave PIX para saques', () => {
  it("asks for the holder's CPF, then a key of the chosen type", async () => {
    withQueries(<PayoutKeySection weddingId="w1" payoutKey={noKey} guarded={guarded} />);
    const save = screen.getByRole('button', { name: 'Salvar chave' });
    await userEvent.type(screen.getByLabelText('CPF do titular da conta'), '123');
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(payoutKeyMessages.holderCpfInvalid);

    await userEvent.clear(screen.getByLabelText('CPF do titular da conta'));
    await userEvent.type(screen.getByLabelText('CPF do titular da conta'), '390.533.447-05');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de chave PIX'), 'email');
    const key = screen.getByLabelText('Chave PIX');
    expect(key.getAttribute('placeholder')).toBe('voces@exemplo.com');
    await userEvent.type(key, 'nao-e-email');
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(pixKeyMessages.invalid.email);
    expect(key.getAttribute('aria-invalid')).toBe('true');

    vi.mocked(savePayoutKey).mockRejectedValueOnce(
      new ApiError(422, 'PAYOUT_KEY_OTHER_HOLDER', payoutKeyMessages.keyOtherHolder),
    );
    await userEvent.clear(key);
    await userEvent.type(key, 'outra@exemplo.com');
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(payoutKeyMessages.keyOtherHolder);
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(savePayoutKey).toHaveBeenCalledWith('w1', {
      holderCpf: '39053344705',
      pixKey: { type: 'email', key: 'outra@exemplo.com' },
    });
  });
});

describe('Confirme sua senha', () => {
  it('asks for a proof, shows a wrong password and switches to a code', async () => {
    const onConfirmed = vi.fn();
    vi.mocked(confirmHolder).mockRejectedValueOnce(new ApiError(400, 'WRONG_PASSWORD', 'Senha incorreta.'));
    render(<StepUpDialog open onConfirmed={onConfirmed} onCancel={vi.fn()} />);
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await userEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Informe sua senha ou o código recebido por e-mail.',
    );
    const password = screen.getByLabelText('Sua senha');
    await userEvent.type(password, ' errada ');
    await userEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe('Senha incorreta.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(confirmHolder).toHaveBeenCalledWith({ password: ' errada ' });

    await userEvent.click(screen.getByRole('button', { name: 'Prefiro receber um código por e-mail' }));
    expect(sendHolderCode).toHaveBeenCalled();
    const code = await screen.findByLabelText('Código de 6 dígitos');
    expect((code as HTMLInputElement).value).toBe('');
    await userEvent.type(code, '123456');
    await userEvent.click(confirm);
    expect(confirmHolder).toHaveBeenLastCalledWith({ code: '123456' });
    expect(onConfirmed).toHaveBeenCalled();
  });
});

// "Dados do Casal", "Dados do Casamento" and "Excluir conta": sign-up's one-line messages, the
// fields they are about marked, the phone mask, and the server's refusal shown with its field.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { SessionProvider } from '../../components/auth/session-guard.tsx';
import { ApiError } from '../../lib/api.ts';
import { coupleSession } from '../../testing/couple-session.ts';
import { expectRefusal, retype } from '../../testing/form-helpers.ts';
import { deleteAccount, saveCoupleData, saveWeddingDate } from './account-api.ts';
import { CoupleDataPage } from './couple-data-page.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { WeddingDataPage } from './wedding-data-page.tsx';

vi.mock('./account-api.ts', () => ({
  saveCoupleData: vi.fn(async () => undefined),
  saveWeddingDate: vi.fn(async () => undefined),
  deleteAccount: vi.fn(async () => undefined),
}));
// The WhatsApp notices card has its own data and tests (panel/whatsapp-notices.spec.ts).
vi.mock('../whatsapp/whatsapp-notices-card.tsx', () => ({ WhatsAppNoticesCard: () => null }));
vi.mock('./account-page-frame.tsx', () => ({
  AccountPageFrame: ({ children }: { children: ReactNode }) => <main>{children}</main>,
  cardClass: '',
}));

const session = coupleSession({ name1: 'Helena', name2: 'Rafael' });

function withSession(node: ReactNode) {
  return render(<SessionProvider value={{ session, refresh: vi.fn() }}>{node}</SessionProvider>);
}

beforeEach(() => vi.clearAllMocks());

describe('Dados do Casal', () => {
  it('says one line for the missing names and marks the empty field', async () => {
    withSession(<CoupleDataPage />);
    const name1 = screen.getByLabelText('Nome do(a) noivo(a) 1');
    expect((name1 as HTMLInputElement).value).toBe('Helena');
    await userEvent.clear(name1);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await expectRefusal(authMessages.requiredFields, name1);
    expect(name1.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByLabelText('Nome do(a) noivo(a) 2').getAttribute('aria-invalid')).toBeNull();
    expect(saveCoupleData).not.toHaveBeenCalled();
  });

  it('masks the phone, refuses a short one and saves digits', async () => {
    withSession(<CoupleDataPage />);
    const phone = screen.getByLabelText('Telefone (opcional)') as HTMLInputElement;
    await userEvent.type(phone, '1198765');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await expectRefusal(authMessages.invalidPhone, phone);

    await retype(phone, '11a987654321999');
    expect(phone.value).toBe('(11) 98765-4321');
    await userEvent.selectOptions(screen.getByLabelText('Noivo(a) 2 é'), 'noiva');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(saveCoupleData).toHaveBeenCalledWith({
      name1: 'Helena',
      gender1: 'noiva',
      name2: 'Rafael',
      gender2: 'noiva',
      phone: '11987654321',
    });
  });
});

describe('Dados do Casamento', () => {
  it('asks for a date, refuses a past one and saves', async () => {
    withSession(<WeddingDataPage />);
    const date = screen.getByLabelText('Data do casamento');
    const save = screen.getByRole('button', { name: 'Salvar data' });
    await userEvent.clear(date);
    await userEvent.click(save);
    await expectRefusal(authMessages.requiredFields, date);

    await userEvent.type(date, '2001-01-01');
    await userEvent.click(save);
    await expectRefusal(authMessages.pastWeddingDate);

    await retype(date, '2099-06-01');
    await userEvent.click(save);
    expect(saveWeddingDate).toHaveBeenCalledWith('2099-06-01');
  });
});

describe('Excluir conta', () => {
  it('keeps the button off without a password and shows a wrong one on the field', async () => {
    vi.mocked(deleteAccount).mockRejectedValueOnce(new ApiError(403, 'WRONG_PASSWORD', 'Senha incorreta.'));
    render(<DeleteAccountDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }));
    const submit = screen.getByRole('button', { name: 'Excluir conta definitivamente' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const password = screen.getByLabelText('Digite sua senha para confirmar');
    await userEvent.type(password, 'errada');
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    await expectRefusal('Senha incorreta.', password);
    expect(deleteAccount).toHaveBeenCalledWith('errada');
  });
});

// Sign-up's second step: every field is required (one line, the empty ones marked), the date is
// from today on, what is typed stays in the draft, and a saved profile opens step 3.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { expectRefusal, fillAndPress, fillIn, press } from '../../testing/form-helpers.ts';
import { CoupleStep } from './couple-step.tsx';
import { renderSignUpStep } from './render-sign-up-step.tsx';
import { saveCoupleProfile } from './sign-up-api.ts';
import { emptyDraft, type SignUpDraft } from './sign-up-draft.ts';

vi.mock('./sign-up-api.ts', () => ({ saveCoupleProfile: vi.fn() }));

const draft: SignUpDraft = {
  ...emptyDraft,
  email: 'ana@exemplo.com',
  accountEmail: 'ana@exemplo.com',
  reached: 2,
};
const renderStep = () => renderSignUpStep(2, <CoupleStep />, draft);
/** The couple's fields but the date, by label, in the order the step shows them. */
const couple = {
  'Seu nome': 'Ana',
  'Você é': 'noiva',
  'Nome do(a) parceiro(a)': 'Rui',
  'Seu par é': 'noivo',
};

describe('sign-up couple step', () => {
  it('asks for every field in one line and marks the empty ones', async () => {
    renderStep();
    await fillAndPress({ 'Seu nome': 'Ana' }, 'Continuar');
    await expectRefusal(authMessages.requiredFields);
    expect(screen.getByLabelText('Seu nome').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Você é').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Data do casamento').getAttribute('aria-invalid')).toBe('true');
    expect(saveCoupleProfile).not.toHaveBeenCalled();
  });

  it('refuses a past date on the date field', async () => {
    renderStep();
    await fillAndPress({ ...couple, 'Data do casamento': '2001-01-01' }, 'Continuar');
    await expectRefusal(authMessages.pastWeddingDate, screen.getByLabelText('Data do casamento'));
  });

  it('keeps the draft and goes on once saved', async () => {
    vi.mocked(saveCoupleProfile).mockResolvedValue(undefined as never);
    const update = renderStep();
    await fillIn({ ...couple, 'Seu nome': ' Ana ', 'Data do casamento': '2099-06-14' });
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ partnerGender: 'noivo', weddingDate: '2099-06-14' }),
    );
    await press('Continuar');
    expect(await screen.findByText('Passo 3')).toBeTruthy();
    expect(saveCoupleProfile).toHaveBeenCalledWith({
      name1: 'Ana',
      gender1: 'noiva',
      name2: 'Rui',
      gender2: 'noivo',
      weddingDate: '2099-06-14',
    });
    expect(update).toHaveBeenCalledWith({ reached: 3 });
  });
});

// The checkout in the browser: the card typed as on a phone (number in fours with its brand, expiry
// masked), the shared schema's checks before the post, the server's answer to the last post kept on
// its field with the guest's values, and the server's markup hydrated as it was rendered.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '../../../shared/payments/checkout.ts';
import type { CheckoutFormProps } from '../../../shared/payments/checkout-form-fields.ts';
import { checkoutTexts } from '../../../shared/payments/checkout-texts.ts';
import { CheckoutForm } from './checkout-form.tsx';

const props: CheckoutFormProps = {
  action: '/ana-e-leo/presentes/1',
  idempotencyKey: 'chave-de-teste-123',
  unitCents: 10_000,
  maxQuantity: 1,
  feeBasisPoints: 399,
  feePayer: 'couple',
  maxInstallments: 6,
  minFreeAmountCents: 1_000,
  methods: ['pix', 'boleto', 'card'],
  tokenizeUrl: null,
  needsHolderBilling: false,
  values: {},
  errors: {},
  formError: null,
};

let posted: ReturnType<typeof vi.fn>;
beforeEach(() => {
  posted = vi.fn();
  HTMLFormElement.prototype.submit = posted as () => void;
});
afterEach(() => vi.restoreAllMocks());

describe('the free amount', () => {
  const free = { ...props, unitCents: null };

  it('posts natively as typed: a text field named "amount" with the decimal keypad', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CheckoutForm {...free} />);
    const field = container.querySelector<HTMLInputElement>('#valor');
    expect(field?.name).toBe('amount');
    expect(field?.type).toBe('text');
    expect(field?.getAttribute('inputmode')).toBe('decimal');
    expect(field?.form?.method).toBe('post');
  });

  /** The free amount's field, once the guest has typed `text` in it and left it. */
  async function leaveAmount(text: string) {
    render(<CheckoutForm {...free} />);
    const amount = screen.getByLabelText(checkoutTexts.amount);
    await userEvent.type(amount, text);
    await userEvent.tab();
    return amount;
  }

  it('is shown back the pt-BR way once the guest leaves it, and counted in the total', async () => {
    const amount = await leaveAmount('1350,5');
    expect(amount).toHaveProperty('value', '1.350,50');
    expect(screen.getAllByText(/R\$\s1\.350,50/).length).toBeGreaterThan(0);
  });

  it('keeps what is not an amount as typed, for the check to explain', async () => {
    const amount = await leaveAmount('cem reais');
    expect(amount).toHaveProperty('value', 'cem reais');
  });
});

describe('the card checkout', () => {
  it('groups the number in fours with its brand and masks the expiry as it is typed', async () => {
    render(<CheckoutForm {...props} />);
    await userEvent.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    const number = screen.getByLabelText('Número do cartão');
    await userEvent.type(number, '4111111111111111');
    expect(number).toHaveProperty('value', '4111 1111 1111 1111');
    expect(screen.getByText('Visa')).toBeTruthy();
    const expiry = screen.getByLabelText('Validade (MM/AA)');
    await userEvent.type(expiry, '1229');
    expect(expiry).toHaveProperty('value', '12/29');
    expect(expiry.getAttribute('inputmode')).toBe('numeric');
  });

  it('checks the required fields before posting, each message on its field', async () => {
    render(<CheckoutForm {...props} />);
    await userEvent.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    const name = screen.getByLabelText('Seu nome');
    expect((await screen.findByText(checkoutMessages.nameRequired)).id).toBe('nome-erro');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(checkoutMessages.cpfInvalid)).toBeTruthy();
    expect(screen.getByText(checkoutMessages.cardCvv)).toBeTruthy();
    expect(screen.getByLabelText('CPF').getAttribute('aria-describedby')).toBe('cpf-dica cpf-erro');
    expect(name).toBe(document.activeElement);
    expect(posted).not.toHaveBeenCalled();
  });

  it('posts the form once everything is right', async () => {
    render(<CheckoutForm {...props} />);
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Tia Cida');
    await userEvent.type(screen.getByLabelText('Seu e-mail'), 'tia@exemplo.com');
    await userEvent.type(screen.getByLabelText('CPF'), '529.982.247-25');
    await userEvent.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    await userEvent.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Nome impresso no cartão'), 'CIDA SOUZA');
    await userEvent.type(screen.getByLabelText('Validade (MM/AA)'), '1229');
    await userEvent.type(screen.getByLabelText('Código de segurança (CVV)'), '123');
    await userEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /^Pagar/ })).toHaveProperty('disabled', true);
  });

  it('shows the server’s refusal on its field, keeps the other values and focuses the field', async () => {
    render(
      <CheckoutForm
        {...props}
        values={{ name: 'Tia Cida', method: 'card', cardHolder: 'CIDA SOUZA', cardExpiry: '12/29' }}
        errors={{ cardCvv: checkoutMessages.cardCvv }}
        formError={checkoutMessages.cardCvv}
      />,
    );
    const cvv = screen.getByLabelText('Código de segurança (CVV)');
    expect(cvv.getAttribute('aria-invalid')).toBe('true');
    expect(cvv.getAttribute('aria-describedby')).toBe('cartao-cvv-erro');
    await vi.waitFor(() => expect(cvv).toBe(document.activeElement));
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveProperty('value', 'CIDA SOUZA');
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveProperty('value', '12/29');
    expect(screen.getByLabelText('Número do cartão')).toHaveProperty('value', '');
    // The refusal goes once the guest changes the field, from the field and from the form's message.
    expect(screen.getByText(checkoutMessages.cardCvv, { selector: '[role="alert"]' })).toBeTruthy();
    await userEvent.type(cvv, '1');
    expect(cvv.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(checkoutMessages.cardCvv)).toBeNull();
  });

  it('drops a free amount’s refusal, on the field and above the form, once the guest changes it', async () => {
    const tooLow = checkoutMessages.amountTooLow(1_000);
    const shown = tooLow.replace(/\s/g, ' '); // as Testing Library reads it (no-break space folded)
    render(
      <CheckoutForm
        {...props}
        unitCents={null}
        values={{ amount: '2,00' }}
        errors={{ amount: tooLow }}
        formError={tooLow}
      />,
    );
    expect(screen.getAllByText(shown)).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(checkoutTexts.amount), '0');
    expect(screen.queryByText(shown)).toBeNull();
  });

  it("puts a declined card's message once, above the number the guest lands on to type again", () => {
    render(
      <CheckoutForm
        {...props}
        values={{ name: 'Tia Cida', method: 'card' }}
        formError={checkoutMessages.cardDeclined}
      />,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toBe(checkoutMessages.cardDeclined);
    // In the card's fieldset, right above the number (the focus landing there is checked in E2E).
    expect(alerts[0]?.closest('fieldset.card-fields')).not.toBeNull();
  });

  it('hydrates the markup the server rendered without a mismatch', async () => {
    const failed = vi.fn();
    const container = document.createElement('div');
    const gift = { ...props, values: { name: 'Tia Cida' }, formError: checkoutMessages.cardDeclined };
    container.innerHTML = renderToString(<CheckoutForm {...gift} />);
    document.body.append(container);
    expect(container.textContent).toContain(checkoutTexts.cardOnlyNote.slice(0, 20));
    await act(async () => {
      hydrateRoot(container, <CheckoutForm {...gift} />, { onRecoverableError: failed });
    });
    expect(failed).not.toHaveBeenCalled();
    // Scripts run: the card fields show only for card, and the no-JavaScript note goes.
    expect(container.querySelector('fieldset.card-fields')?.hasAttribute('hidden')).toBe(true);
    expect(container.textContent).not.toContain(checkoutTexts.cardOnlyNote.slice(0, 20));
    container.remove();
  });
});

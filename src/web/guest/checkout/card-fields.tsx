// The checkout's card fields: the number grouped in fours with its brand beside it, the expiry masked
// to MM/AA as it is typed (on a phone's numeric keypad, which has no "/"), the CVV, the holder's
// billing data when the provider asks for it, and the instalments. With a provider's token in hand
// the number and CVV lose their names, so they never reach our server. A declined card's message
// sits above the number, where the guest lands to type it again.
import type { ChangeEvent } from 'react';
import { cardBrand, formatCardExpiry, formatCardNumber } from '../../../shared/payments/card-input.ts';
import type { CheckoutField, CheckoutFormProps } from '../../../shared/payments/checkout-form-fields.ts';
import { checkoutTexts as t } from '../../../shared/payments/checkout-texts.ts';
import { formatInstallments } from '../../../shared/payments/installments.ts';
import { FormAlert, GuestField, GuestInput } from '../forms/guest-field.tsx';
import type { CheckoutFormState } from './use-checkout-form.ts';

export function CardFields({
  p,
  checkout: { form, errorOf, field, token },
  hidden,
  showNoJsNote,
  grossCents,
  refusal,
}: {
  p: CheckoutFormProps;
  /** The form's state (useCheckoutForm): the card's token, when the provider gave one, among it. */
  checkout: CheckoutFormState;
  hidden: boolean;
  showNoJsNote: boolean;
  grossCents: number;
  refusal: string | null;
}) {
  const brand = cardBrand(form.watch('cardNumber') ?? '');
  /** A field of the card; the secret ones are nameless once the provider's token stands in for them. */
  const cardInput = (name: CheckoutField, format?: (value: string) => string) => {
    const registered = form.register(name);
    const secret = name === 'cardNumber' || name === 'cardCvv';
    return {
      ...registered,
      name: token && secret ? undefined : registered.name,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (format) event.target.value = format(event.target.value);
        return registered.onChange(event);
      },
    };
  };
  return (
    <fieldset className="field card-fields" hidden={hidden}>
      <legend>{t.card}</legend>
      {showNoJsNote && <p className="muted small">{t.cardOnlyNote}</p>}
      <FormAlert message={refusal} />
      {token && <input type="hidden" name="cardToken" value={token} />}
      <div className="field-stack">
        <GuestField id="cartao-numero" label={t.cardNumber} error={errorOf('cardNumber')}>
          {(aria) => (
            <div className="card-number">
              <input
                {...aria}
                {...cardInput('cardNumber', formatCardNumber)}
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
              />
              <span className="card-brand" aria-live="polite">
                {brand ?? ''}
              </span>
            </div>
          )}
        </GuestField>
        <GuestInput
          id="cartao-nome"
          label={t.cardHolder}
          error={errorOf('cardHolder')}
          {...cardInput('cardHolder')}
          defaultValue={p.values.cardHolder ?? ''}
          autoComplete="cc-name"
          maxLength={100}
        />
        <div className="field-row">
          <GuestInput
            id="cartao-validade"
            label={t.cardExpiry}
            error={errorOf('cardExpiry')}
            {...cardInput('cardExpiry', formatCardExpiry)}
            defaultValue={p.values.cardExpiry ?? ''}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            maxLength={7}
          />
          <GuestInput
            id="cartao-cvv"
            label={t.cardCvv}
            error={errorOf('cardCvv')}
            {...cardInput('cardCvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </div>
        {p.needsHolderBilling && (
          <div className="field-row">
            <GuestInput
              {...field('postalCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={9}
            />
            <GuestInput {...field('addressNumber')} maxLength={10} />
            <GuestInput {...field('phone')} type="tel" autoComplete="tel" maxLength={20} />
          </div>
        )}
        <GuestField id="parcelas" label={t.installments} error={errorOf('installments')}>
          {(aria) => (
            <select {...aria} {...form.register('installments')} defaultValue={p.values.installments ?? '1'}>
              {Array.from({ length: p.maxInstallments }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {grossCents > 0 ? formatInstallments(grossCents, n) : `${n}x`}
                </option>
              ))}
            </select>
          )}
        </GuestField>
        <p className="muted small">{t.cardSafety}</p>
      </div>
    </fieldset>
  );
}

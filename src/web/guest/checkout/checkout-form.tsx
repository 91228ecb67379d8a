// The guest's checkout (issue 10), one component on both sides: rendered on the server as a plain
// form that works without JavaScript, hydrated in the browser (checkout-client.ts) where totals and
// instalments follow what the guest types, the card fields show only for card, and the shared schema
// checks everything before the post. The gift (or quotas, or a free amount), who gives it, a message,
// and PIX, boleto or card in up to N instalments, with the fee and the total shown before paying.
import { splitGift } from '../../../shared/fees.ts';
import { formatBRL, formatPercent, parseReais } from '../../../shared/money.ts';
import { formatMoneyInput } from '../../../shared/money-input.ts';
import type { CheckoutFormProps } from '../../../shared/payments/checkout-form-fields.ts';
import { checkoutTexts as t } from '../../../shared/payments/checkout-texts.ts';
import { FormAlert, GuestField, GuestInput, GuestTextarea } from '../forms/guest-field.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { CardFields } from './card-fields.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';

/**
 * A free amount as the panels' BRL field shows it back once the guest leaves it ("1350,5" ->
 * "1.350,50"); left as typed when it is not an amount, for the schema to explain. Without
 * JavaScript the field posts what was typed, which the server reads the same way.
 */
function formattedAmount(text: string): string {
  const cents = parseReais(text);
  return cents === null ? text : formatMoneyInput(cents);
}

export function CheckoutForm(p: CheckoutFormProps) {
  const hydrated = useHydrated();
  const checkout = useCheckoutForm(p);
  const { form, errorOf, field } = checkout;
  const [amount, quantity, method] = form.watch(['amount', 'quantity', 'method']);
  const units = Number(quantity);
  const gift =
    p.unitCents === null
      ? (parseReais(amount ?? '') ?? 0)
      : p.unitCents * (Number.isInteger(units) && units > 0 ? units : 1);
  const split = splitGift(gift, p.feeBasisPoints, p.feePayer);
  const amountField = checkout.registered('amount');

  return (
    <form
      ref={checkout.formRef}
      className="form checkout"
      method="post"
      action={p.action}
      noValidate
      onSubmit={checkout.onSubmit}
    >
      <input type="hidden" name="idempotencyKey" value={p.idempotencyKey} />
      {!checkout.cardRefused && <FormAlert ref={checkout.alertRef} message={checkout.formError} />}

      {p.unitCents === null ? (
        <GuestField
          id="valor"
          label={t.amount}
          hint={t.amountHint(formatBRL(p.minFreeAmountCents))}
          error={errorOf('amount')}
        >
          {(aria) => (
            <div className="money-input">
              <span aria-hidden="true">R$</span>
              <input
                {...aria}
                {...amountField}
                onBlur={(event) => {
                  event.target.value = formattedAmount(event.target.value);
                  return amountField.onBlur(event);
                }}
                inputMode="decimal"
                placeholder="150,00"
                autoComplete="off"
                required
              />
            </div>
          )}
        </GuestField>
      ) : (
        p.maxQuantity > 1 && (
          <GuestInput
            {...field('quantity')}
            hint={t.quantityHint(p.maxQuantity)}
            defaultValue={p.values.quantity ?? '1'}
            type="number"
            min={1}
            max={p.maxQuantity}
            step={1}
            required
          />
        )
      )}

      <fieldset className="field">
        <legend>{t.yourData}</legend>
        <div className="field-stack">
          <GuestInput {...field('name')} autoComplete="name" required maxLength={120} />
          <div className="field-row">
            <GuestInput {...field('email')} type="email" autoComplete="email" required maxLength={254} />
            <GuestInput
              {...field('cpf')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
              required
              maxLength={14}
            />
          </div>
          {!p.purchase && <GuestTextarea {...field('message')} rows={3} maxLength={500} />}
        </div>
      </fieldset>

      <fieldset className="field" aria-describedby={errorOf('method') ? 'forma-erro' : undefined}>
        <legend>{t.method}</legend>
        <div className="method-options">
          {p.methods.map((m) => (
            <label key={m} className="method-option">
              <input type="radio" {...form.register('method')} value={m} defaultChecked={m === method} />
              <span>
                <strong>{t[m]}</strong>
                <span className="muted small">
                  {m === 'card' ? t.cardHint(p.maxInstallments) : m === 'pix' ? t.pixHint : t.boletoHint}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errorOf('method') && (
          <p id="forma-erro" className="field-error">
            {errorOf('method')}
          </p>
        )}
      </fieldset>

      {p.methods.includes('card') && (
        <CardFields
          p={p}
          checkout={checkout}
          hidden={hydrated && method !== 'card'}
          showNoJsNote={!hydrated}
          grossCents={split.grossCents}
          refusal={checkout.cardRefused ? p.formError : null}
        />
      )}

      <section className="checkout-summary" aria-labelledby="resumo" aria-live="polite">
        <h2 id="resumo">{t.summary}</h2>
        <dl>
          <div>
            <dt>{p.purchase ? t.serviceValue : t.giftValue}</dt>
            <dd>{formatBRL(gift)}</dd>
          </div>
          {!p.purchase && (
            <div>
              <dt>{t.feeAt(formatPercent(p.feeBasisPoints))}</dt>
              <dd>{p.feePayer === 'guests' ? formatBRL(split.feeCents) : t.feeByCouple}</dd>
            </div>
          )}
          <div className="checkout-total">
            <dt>{t.total}</dt>
            <dd>{formatBRL(split.grossCents)}</dd>
          </div>
        </dl>
      </section>

      <button className="button button-block" type="submit" disabled={checkout.sending}>
        {p.submitLabel ?? t.pay(formatBRL(split.grossCents))}
      </button>
    </form>
  );
}

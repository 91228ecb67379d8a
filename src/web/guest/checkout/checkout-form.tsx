// The guest's checkout (issue 10), rendered on the server so it works without JavaScript: the
// gift (or quotas, or a free amount), who gives it, a message, and PIX, boleto or card in up to
// N instalments, with the fee and the total shown before paying. checkout-client.ts adds live
// totals, the card form only when card is chosen, and card tokenization by the provider.
import { splitGift } from '../../../shared/fees.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import type { PaymentMethod } from '../../../shared/payments/checkout.ts';
import type { CheckoutField, CheckoutFormProps } from '../../../shared/payments/checkout-form-fields.ts';
import { checkoutTexts as t } from '../../../shared/payments/checkout-texts.ts';
import { formatInstallments } from '../../../shared/payments/installments.ts';

function Field({
  id,
  field,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  field: CheckoutField;
  label: string;
  hint?: string;
  errors: CheckoutFormProps['errors'];
  children: (describedBy: string | undefined, invalid: boolean) => React.ReactNode;
}) {
  const error = errors[field];
  const described =
    [hint ? `${id}-dica` : null, error ? `${id}-erro` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(described, Boolean(error))}
      {hint && (
        <p id={`${id}-dica`} className="muted small field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckoutForm(p: CheckoutFormProps) {
  const v = p.values;
  const quantity = Math.max(1, Number(v.quantity ?? 1) || 1);
  const gift = p.unitCents === null ? 0 : p.unitCents * quantity;
  const split = splitGift(gift, p.feeBasisPoints, p.feePayer);
  const method = (v.method as PaymentMethod | undefined) ?? p.methods[0];
  const installments = Number(v.installments ?? 1) || 1;
  const input = (field: CheckoutField) => ({
    defaultValue: v[field] ?? '',
    'aria-invalid': p.errors[field] ? (true as const) : undefined,
  });
  return (
    <form
      className="form checkout"
      method="post"
      action={p.action}
      noValidate
      data-checkout
      data-unit={p.unitCents ?? ''}
      data-fee={p.feeBasisPoints}
      data-payer={p.feePayer}
      data-tokenize={p.tokenizeUrl ?? ''}
    >
      <input type="hidden" name="idempotencyKey" value={p.idempotencyKey} />
      {p.formError && (
        <p className="form-error" role="alert">
          {p.formError}
        </p>
      )}

      {p.unitCents === null ? (
        <Field
          id="valor"
          field="amount"
          label={t.amount}
          hint={t.amountHint(formatBRL(p.minFreeAmountCents))}
          errors={p.errors}
        >
          {(d, invalid) => (
            <div className="money-input">
              <span aria-hidden="true">R$</span>
              <input
                id="valor"
                name="amount"
                inputMode="decimal"
                placeholder="150,00"
                autoComplete="off"
                required
                aria-describedby={d}
                {...input('amount')}
                aria-invalid={invalid || undefined}
              />
            </div>
          )}
        </Field>
      ) : (
        p.maxQuantity > 1 && (
          <Field
            id="cotas"
            field="quantity"
            label={t.quantity}
            hint={t.quantityHint(p.maxQuantity)}
            errors={p.errors}
          >
            {(d) => (
              <input
                id="cotas"
                name="quantity"
                type="number"
                min={1}
                max={p.maxQuantity}
                step={1}
                required
                aria-describedby={d}
                {...input('quantity')}
                defaultValue={v.quantity ?? '1'}
              />
            )}
          </Field>
        )
      )}

      <fieldset className="field">
        <legend>{t.yourData}</legend>
        <div className="field-stack">
          <Field id="nome" field="name" label={t.name} errors={p.errors}>
            {(d) => (
              <input
                id="nome"
                name="name"
                autoComplete="name"
                required
                maxLength={120}
                aria-describedby={d}
                {...input('name')}
              />
            )}
          </Field>
          <div className="field-row">
            <Field id="email" field="email" label={t.email} hint={t.emailHint} errors={p.errors}>
              {(d) => (
                <input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  aria-describedby={d}
                  {...input('email')}
                />
              )}
            </Field>
            <Field id="cpf" field="cpf" label={t.cpf} hint={t.cpfHint} errors={p.errors}>
              {(d) => (
                <input
                  id="cpf"
                  name="cpf"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="000.000.000-00"
                  required
                  maxLength={14}
                  aria-describedby={d}
                  {...input('cpf')}
                />
              )}
            </Field>
          </div>
          <Field id="mensagem" field="message" label={t.message} hint={t.messageHint} errors={p.errors}>
            {(d) => (
              <textarea
                id="mensagem"
                name="message"
                rows={3}
                maxLength={500}
                aria-describedby={d}
                {...input('message')}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="field" aria-describedby={p.errors.method ? 'forma-erro' : undefined}>
        <legend>{t.method}</legend>
        <div className="method-options">
          {p.methods.map((m) => (
            <label key={m} className="method-option">
              <input type="radio" name="method" value={m} defaultChecked={m === method} />
              <span>
                <strong>{t[m]}</strong>
                <span className="muted small">
                  {m === 'card' ? t.cardHint(p.maxInstallments) : m === 'pix' ? t.pixHint : t.boletoHint}
                </span>
              </span>
            </label>
          ))}
        </div>
        {p.errors.method && (
          <p id="forma-erro" className="field-error">
            {p.errors.method}
          </p>
        )}
      </fieldset>

      {p.methods.includes('card') && (
        <fieldset className="field card-fields" data-card-fields>
          <legend>{t.card}</legend>
          <p className="muted small" data-no-js-note>
            {t.cardOnlyNote}
          </p>
          <div className="field-stack">
            <Field id="cartao-numero" field="cardNumber" label={t.cardNumber} errors={p.errors}>
              {(d, invalid) => (
                <input
                  id="cartao-numero"
                  name="cardNumber"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  maxLength={23}
                  aria-describedby={d}
                  aria-invalid={invalid || undefined}
                  data-card-input
                />
              )}
            </Field>
            <Field id="cartao-nome" field="cardHolder" label={t.cardHolder} errors={p.errors}>
              {(d, invalid) => (
                <input
                  id="cartao-nome"
                  name="cardHolder"
                  autoComplete="cc-name"
                  maxLength={100}
                  aria-describedby={d}
                  aria-invalid={invalid || undefined}
                  data-card-input
                />
              )}
            </Field>
            <div className="field-row">
              <Field id="cartao-validade" field="cardExpiry" label={t.cardExpiry} errors={p.errors}>
                {(d, invalid) => (
                  <input
                    id="cartao-validade"
                    name="cardExpiry"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/AA"
                    maxLength={7}
                    aria-describedby={d}
                    aria-invalid={invalid || undefined}
                    data-card-input
                  />
                )}
              </Field>
              <Field id="cartao-cvv" field="cardCvv" label={t.cardCvv} errors={p.errors}>
                {(d, invalid) => (
                  <input
                    id="cartao-cvv"
                    name="cardCvv"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    aria-describedby={d}
                    aria-invalid={invalid || undefined}
                    data-card-input
                  />
                )}
              </Field>
            </div>
            {p.needsHolderBilling && (
              <div className="field-row">
                <Field id="cep" field="postalCode" label={t.postalCode} errors={p.errors}>
                  {(d) => (
                    <input
                      id="cep"
                      name="postalCode"
                      inputMode="numeric"
                      autoComplete="postal-code"
                      maxLength={9}
                      aria-describedby={d}
                      {...input('postalCode')}
                    />
                  )}
                </Field>
                <Field id="numero" field="addressNumber" label={t.addressNumber} errors={p.errors}>
                  {(d) => (
                    <input
                      id="numero"
                      name="addressNumber"
                      maxLength={10}
                      aria-describedby={d}
                      {...input('addressNumber')}
                    />
                  )}
                </Field>
                <Field id="telefone" field="phone" label={t.phone} errors={p.errors}>
                  {(d) => (
                    <input
                      id="telefone"
                      name="phone"
                      type="tel"
                      autoComplete="tel"
                      maxLength={20}
                      aria-describedby={d}
                      {...input('phone')}
                    />
                  )}
                </Field>
              </div>
            )}
            <Field id="parcelas" field="installments" label={t.installments} errors={p.errors}>
              {(d) => (
                <select
                  id="parcelas"
                  name="installments"
                  defaultValue={String(installments)}
                  aria-describedby={d}
                  data-installments
                >
                  {Array.from({ length: p.maxInstallments }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {gift > 0 ? formatInstallments(split.grossCents, n) : `${n}x`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <p className="muted small">{t.cardSafety}</p>
          </div>
        </fieldset>
      )}

      <section className="checkout-summary" aria-labelledby="resumo" aria-live="polite">
        <h2 id="resumo">{t.summary}</h2>
        <dl>
          <div>
            <dt>{t.giftValue}</dt>
            <dd data-sum="gift">
              {formatBRL(split.grossCents - (p.feePayer === 'guests' ? split.feeCents : 0))}
            </dd>
          </div>
          <div>
            <dt>{t.feeAt(formatPercent(p.feeBasisPoints))}</dt>
            <dd data-sum="fee">{p.feePayer === 'guests' ? formatBRL(split.feeCents) : t.feeByCouple}</dd>
          </div>
          <div className="checkout-total">
            <dt>{t.total}</dt>
            <dd data-sum="total">{formatBRL(split.grossCents)}</dd>
          </div>
        </dl>
      </section>

      <button className="button button-block" type="submit" data-submit>
        {p.submitLabel ?? t.pay(formatBRL(split.grossCents))}
      </button>
    </form>
  );
}

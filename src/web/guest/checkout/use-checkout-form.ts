// The checkout form's state in the browser: react-hook-form with the shared checkout form schema,
// the server's answer to the last post (each refusal on its field until the field changes, the focus
// on the first one), and the submit: checked here first, the card handed to the provider for a token
// when it offers one, then the plain form post the server answers as it does without JavaScript.
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { normaliseCardExpiry } from '../../../shared/payments/card-input.ts';
import type { CheckoutBody, PaymentMethod } from '../../../shared/payments/checkout.ts';
import {
  type CheckoutFormProps,
  type CheckoutFormValues,
  checkoutFields,
  checkoutFormSchema,
} from '../../../shared/payments/checkout-form-fields.ts';
import { checkoutTexts as t } from '../../../shared/payments/checkout-texts.ts';

/** The plain text fields as the page shows them: their ids (where a refused post lands), labels, hints. */
const fieldFrames = {
  quantity: { id: 'cotas', label: t.quantity },
  name: { id: 'nome', label: t.name },
  email: { id: 'email', label: t.email, hint: t.emailHint },
  cpf: { id: 'cpf', label: t.cpf, hint: t.cpfHint },
  message: { id: 'mensagem', label: t.message, hint: t.messageHint },
  postalCode: { id: 'cep', label: t.postalCode },
  addressNumber: { id: 'numero', label: t.addressNumber },
  phone: { id: 'telefone', label: t.phone },
};

/** The provider's token for the card typed, or null (the form then posts the card itself). */
async function tokenizeCard(url: string, values: CheckoutFormValues): Promise<string | null> {
  const [month = '', year = ''] = normaliseCardExpiry(values.cardExpiry ?? '')
    .split('/')
    .map((part) => part.trim());
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: (values.cardNumber ?? '').replace(/\D/g, ''),
        holderName: values.cardHolder ?? '',
        expiryMonth: month,
        expiryYear: year,
        cvv: values.cardCvv ?? '',
      }),
    });
    return res.ok ? ((await res.json()) as { token: string }).token : null;
  } catch {
    return null;
  }
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;

export function useCheckoutForm(p: CheckoutFormProps) {
  const [schema] = useState(() => checkoutFormSchema({ asksHolder: p.needsHolderBilling }));
  const firstMethod = (p.values.method as PaymentMethod | undefined) ?? p.methods[0];
  // The form's message repeats a field's refusal (a post without JavaScript lands on it first).
  const summarisesFields = Boolean(p.formError) && Object.values(p.errors).includes(p.formError ?? '');
  const form = useForm<CheckoutFormValues, unknown, CheckoutBody>({
    resolver: zodResolver(schema),
    reValidateMode: 'onChange',
    defaultValues: {
      ...p.values,
      quantity: p.values.quantity ?? '1',
      method: firstMethod,
      installments: p.values.installments ?? '1',
      idempotencyKey: p.idempotencyKey,
    },
  });
  const [serverErrors, setServerErrors] = useState(p.errors);
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  // A field the server refused stops showing that refusal once the guest changes it.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name && name in serverErrors)
        setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([f]) => f !== name)));
    });
    return () => watching.unsubscribe();
  }, [form, serverErrors]);

  // After a refused post the guest lands on what to fix: the first field in error, the card's number
  // (typed again) when the card was declined, or the form's message.
  useEffect(() => {
    const field =
      checkoutFields.find((f) => p.errors[f]) ??
      (p.formError && firstMethod === 'card' ? 'cardNumber' : undefined);
    if (field) form.setFocus(field);
    else if (p.formError) alertRef.current?.focus();
  }, [form, p.errors, p.formError, firstMethod]);

  const submit = form.handleSubmit(async (body) => {
    setSending(true);
    setServerErrors({});
    if (body.method === 'card' && p.tokenizeUrl) {
      const cardToken = await tokenizeCard(p.tokenizeUrl, form.getValues());
      // The token goes in the post and the number and CVV lose their names (see CardFields).
      if (cardToken) flushSync(() => setToken(cardToken));
    }
    formRef.current?.submit();
  });

  const errorOf = (field: keyof CheckoutFormProps['errors']): string | undefined =>
    form.formState.errors[field]?.message ?? serverErrors[field];
  /** A field registered, with the value the form opens with. */
  const registered = (name: keyof CheckoutFormProps['values']) => ({
    ...form.register(name),
    defaultValue: p.values[name] ?? '',
  });

  return {
    form,
    formRef,
    alertRef,
    token,
    sending,
    /** The form's message, gone once the guest has changed every field it summed up. */
    formError: summarisesFields && Object.keys(serverErrors).length === 0 ? null : p.formError,
    /** The card was declined: its message sits above the card's number, where the guest lands. */
    cardRefused: Boolean(p.formError) && !summarisesFields && firstMethod === 'card',
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    errorOf,
    registered,
    /** A plain text field as GuestInput takes it: its id, label and hint, registered, and its message. */
    field: (name: keyof typeof fieldFrames) => ({
      ...fieldFrames[name],
      ...registered(name),
      error: errorOf(name),
    }),
  };
}

// The checkout pages' script, on top of server-rendered forms that work without it: totals and
// instalments follow what the guest types, the card form shows only for card, a card is handed to
// the provider for a token (when it offers one) so its number never reaches us, codes copy with a
// button, and a pending payment's page reloads when the bank confirms.
import '../guest.css';
import './checkout.css';
import './pix-client.ts';
import { splitGift } from '../../../shared/fees.ts';
import { formatBRL, parseReais } from '../../../shared/money.ts';
import { formatInstallments } from '../../../shared/payments/installments.ts';

document.documentElement.classList.add('js');

function setupCheckout(form: HTMLFormElement) {
  const unit = form.dataset.unit ? Number(form.dataset.unit) : null;
  const fee = Number(form.dataset.fee);
  const payer = form.dataset.payer === 'guests' ? 'guests' : 'couple';
  const tokenizeUrl = form.dataset.tokenize || '';
  const cardFields = form.querySelector<HTMLElement>('[data-card-fields]');
  const noJsNote = form.querySelector<HTMLElement>('[data-no-js-note]');
  const installments = form.querySelector<HTMLSelectElement>('[data-installments]');
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  const sum = (name: string) => form.querySelector<HTMLElement>(`[data-sum="${name}"]`);
  const payLabel = submit?.textContent?.startsWith('Pagar') ?? false;
  if (noJsNote) noJsNote.hidden = true;

  const method = () => (new FormData(form).get('method') as string | null) ?? 'pix';
  const giftCents = () => {
    if (unit === null)
      return parseReais(form.querySelector<HTMLInputElement>('[name="amount"]')?.value ?? '') ?? 0;
    const q = Number(form.querySelector<HTMLInputElement>('[name="quantity"]')?.value ?? 1);
    return unit * (Number.isInteger(q) && q > 0 ? q : 1);
  };

  function update() {
    const value = giftCents();
    const split = splitGift(value, fee, payer);
    const giftEl = sum('gift');
    const feeEl = sum('fee');
    const totalEl = sum('total');
    if (giftEl) giftEl.textContent = formatBRL(value);
    if (feeEl && payer === 'guests') feeEl.textContent = formatBRL(split.feeCents);
    if (totalEl) totalEl.textContent = formatBRL(split.grossCents);
    if (submit && payLabel) submit.textContent = `Pagar ${formatBRL(split.grossCents)}`;
    if (installments && value > 0) {
      for (const option of installments.options)
        option.textContent = formatInstallments(split.grossCents, Number(option.value));
    }
    if (cardFields) cardFields.hidden = method() !== 'card';
  }

  form.addEventListener('input', update);
  form.addEventListener('change', update);
  update();

  let sending = false;
  let tokenized = false;
  form.addEventListener('submit', async (event) => {
    if (tokenized) return;
    // One payment per click: a second press waits for the first.
    if (sending) {
      event.preventDefault();
      return;
    }
    sending = true;
    if (method() !== 'card' || !tokenizeUrl) {
      if (submit) submit.disabled = true;
      return;
    }
    // The card goes to the provider's tokenization, not to our form post.
    event.preventDefault();
    if (submit) submit.disabled = true;
    const value = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? '';
    const [month = '', year = ''] = value('cartao-validade')
      .split('/')
      .map((p) => p.trim());
    try {
      const res = await fetch(tokenizeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          number: value('cartao-numero').replace(/\D/g, ''),
          holderName: value('cartao-nome'),
          expiryMonth: month,
          expiryYear: year,
          cvv: value('cartao-cvv'),
        }),
      });
      if (!res.ok) throw new Error('tokenize');
      const { token } = (await res.json()) as { token: string };
      const hidden = document.createElement('input');
      hidden.type = 'hidden';
      hidden.name = 'cardToken';
      hidden.value = token;
      form.append(hidden);
      for (const input of form.querySelectorAll<HTMLInputElement>('[data-card-input]'))
        input.removeAttribute('name');
    } catch {
      // Without a token the form still posts the card, which the server passes to the provider.
    }
    tokenized = true;
    form.requestSubmit();
  });
}

function setupCopyButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    const id = button.dataset.copy ?? '';
    const field = document.getElementById(id) as HTMLTextAreaElement | null;
    const status = document.querySelector<HTMLElement>(`[data-copied="${id}"]`);
    if (!field || !navigator.clipboard) continue;
    button.hidden = false;
    button.addEventListener('click', async () => {
      await navigator.clipboard.writeText(field.value);
      if (status) status.textContent = 'Código copiado!';
    });
  }
}

function watchPayment(main: HTMLElement) {
  const token = main.dataset.payment;
  if (!token || main.dataset.status !== 'pendente') return;
  const check = async () => {
    try {
      const res = await fetch(`/api/payments/${token}`, { cache: 'no-store' });
      const { status } = (await res.json()) as { status: string };
      if (status !== 'pendente') {
        window.location.reload();
        return;
      }
    } catch {
      // Try again on the next tick.
    }
    setTimeout(check, 4000);
  };
  setTimeout(check, 4000);
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-checkout]')) setupCheckout(form);
setupCopyButtons();
const payment = document.querySelector<HTMLElement>('[data-payment]');
if (payment) watchPayment(payment);
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}

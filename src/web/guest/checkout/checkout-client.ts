// The checkout pages' script, on top of server-rendered pages that work without it: the checkout
// form hydrated as a React island (checkout-form.tsx: live totals, masks, checks before the post,
// the card tokenized by the provider), codes copy with a button, and a pending payment's page
// reloads when the bank confirms; the help assistant at the corner.
import '../guest.css';
import './checkout.css';
import './checkout-help.css';
import './pix-client.ts';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { HelpButton } from '../../components/help/help-button.tsx';
import { hydrateIslands } from '../islands.tsx';
import { CheckoutForm } from './checkout-form.tsx';

document.documentElement.classList.add('js');

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

hydrateIslands({ checkout: CheckoutForm });
// "Precisa de ajuda?" (issue 25): drawn in the browser only, beside the page (checkout-help.css).
createRoot(document.body.appendChild(document.createElement('div'))).render(
  createElement(HelpButton, { channel: 'checkout' }),
);
setupCopyButtons();
const payment = document.querySelector<HTMLElement>('[data-payment]');
if (payment) watchPayment(payment);
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}

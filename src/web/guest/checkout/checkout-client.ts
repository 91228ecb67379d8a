// The checkout pages' script, on top of server-rendered pages that work without it: codes copy with
// a button, a pending payment's page reloads when the bank confirms, and the help assistant opens
// from the button the server drew; from the guest's first interaction on (defer-islands.ts), the
// checkout form is a React island (checkout-islands.ts).
import '../guest.css';
import './checkout.css';
import './checkout-help.css';
import './pix-client.ts';
import { openHelpOnFirstPress } from '../../components/help/help-root.ts';
import { hydrateIslandsWhenNeeded } from '../defer-islands.ts';

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

openHelpOnFirstPress('checkout');
setupCopyButtons();
const payment = document.querySelector<HTMLElement>('[data-payment]');
if (payment) watchPayment(payment);
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
// Last: the page's own buttons work from here on (defer-islands.ts).
hydrateIslandsWhenNeeded(() => import('./checkout-islands.ts'));

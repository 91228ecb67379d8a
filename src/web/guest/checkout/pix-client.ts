// The PIX payment page's script: "Copiar código PIX" copies the code and says "Copiado!", and a
// countdown to the code's expiry runs beside the expiry time the server wrote.
import { checkoutTexts as t } from '../../../shared/payments/checkout-texts.ts';
import { formatTimeLeft } from './pix-countdown.ts';

function setupCopy(button: HTMLButtonElement) {
  const field = document.getElementById(button.dataset.pixCopy ?? '') as HTMLTextAreaElement | null;
  const status = document.querySelector<HTMLElement>('[data-pix-copied]');
  if (!field || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(field.value);
      button.textContent = t.pixCopied;
      if (status) status.textContent = t.copied;
    } catch {
      // Refused by the browser: the code is selected for the guest to copy by hand.
      field.select();
    }
  });
}

function startCountdown(expiry: HTMLElement) {
  const left = expiry.querySelector<HTMLElement>('[data-pix-left]');
  const expiresAt = Date.parse(expiry.dataset.pixExpires ?? '');
  if (!left || Number.isNaN(expiresAt)) return;
  left.hidden = false;
  const tick = () => {
    const ms = expiresAt - Date.now();
    left.textContent = ms > 0 ? t.pixLeft(formatTimeLeft(ms)) : t.pixExpired;
    if (ms <= 0) {
      clearInterval(timer);
      document.querySelector<HTMLButtonElement>('[data-pix-copy]')?.setAttribute('disabled', '');
    }
  };
  const timer = setInterval(tick, 1000);
  tick();
}

const copyButton = document.querySelector<HTMLButtonElement>('[data-pix-copy]');
if (copyButton) setupCopy(copyButton);
const expiry = document.querySelector<HTMLElement>('[data-pix-expires]');
if (expiry) startCountdown(expiry);

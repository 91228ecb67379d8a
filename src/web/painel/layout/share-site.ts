// Copying and sharing the site link.
import { toast } from 'sonner';
import { panelMessages } from './panel-messages.ts';

/** Copies with the Clipboard API, or the older selection copy where that API is not allowed. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

export async function copyLink(url: string, successMessage: string): Promise<void> {
  if (await copyText(url)) toast.success(successMessage);
  else toast.error(panelMessages.copyFailed);
}

export function whatsappShareUrl(url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(panelMessages.shareMessage(url))}`;
}

export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Opens the system share sheet; closing it without sharing is not an error. */
export async function shareNatively(url: string): Promise<void> {
  try {
    await navigator.share({ title: 'Nosso casamento', text: panelMessages.shareMessage(url), url });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return;
    await copyLink(url, panelMessages.linkCopied);
  }
}

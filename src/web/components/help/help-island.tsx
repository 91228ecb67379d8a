// The help assistant on a page without React (the marketing pages, public/marketing-client.ts):
// its button arrives as the server drew it, and the first press draws the assistant there, open,
// with React and the assistant's code loaded only then.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { HelpChannel } from '../../../shared/help-texts.ts';
import { HelpButton } from './help-button.tsx';

/** Replaces the server's button inside `root` with the assistant, open, keeping focus on its button. */
export function openHelpIsland(root: HTMLElement, channel: HelpChannel): void {
  root.replaceChildren();
  flushSync(() => createRoot(root).render(createElement(HelpButton, { channel, initiallyOpen: true })));
  root.querySelector<HTMLButtonElement>('[data-help-toggle]')?.focus();
}

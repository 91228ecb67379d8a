// The help assistant's button as the server drew it (`[data-help-root]`) on a page that runs no
// React at load (the marketing pages, ADR 029; the guest's checkout pages, ADR 030): its first press
// loads React and the assistant (help-island.tsx) and draws it there, open.
import type { HelpChannel } from '../../../shared/help-texts.ts';

/** `before`: what the assistant needs first (the marketing pages' whole stylesheet). */
export function openHelpOnFirstPress(
  channel: HelpChannel,
  before: () => Promise<unknown> = () => Promise.resolve(),
): void {
  const root = document.querySelector<HTMLElement>('[data-help-root]');
  if (!root) return;
  const onFirstPress = (event: MouseEvent) => {
    if (!(event.target as Element).closest('[data-help-toggle]')) return;
    root.removeEventListener('click', onFirstPress);
    void Promise.all([import('./help-island.tsx'), before()]).then(([{ openHelpIsland }]) =>
      openHelpIsland(root, channel),
    );
  };
  root.addEventListener('click', onFirstPress);
}

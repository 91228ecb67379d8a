// The guest pages draw their forms on the server and those forms work without scripts, so their
// React (islands.tsx: React DOM, the form library, the schemas) is loaded at the guest's first
// touch, key, scroll or pointer move rather than at load: a phone shows the page without that work
// on its main thread (issue 24, ADR 030). What the guest typed or sent meanwhile is kept by the
// page's loader (static/after-first-paint.js) and handed to the islands once they are ready
// (`<html data-app-ready>`, islands.tsx). The islands start at once when the guest acted before
// this script arrived (the loader marks `<html data-interacted>`), when a form comes back from its
// post with a message (the guest is looking at it, and its island takes them to what needs
// fixing), and when the page's script says so (`now`: the guest answered the RSVP from this
// browser, and the island shows that answer).
const triggers = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

/**
 * Runs `load` (which hydrates the page's islands) when the guest needs them; `<html data-app-failed>`
 * if it fails. Called last by the page's script: `<html data-script-ready>` tells the loader that the
 * page's own buttons work now, so a press made before is made again.
 */
export function hydrateIslandsWhenNeeded(
  load: () => Promise<unknown>,
  now: Promise<boolean> = Promise.resolve(false),
): void {
  const html = document.documentElement;
  html.dataset.scriptReady = '';
  if (!document.querySelector('[data-island]')) {
    html.dataset.appReady = '';
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) document.removeEventListener(type, start, true);
    window.removeEventListener('scroll', start);
    load().catch(() => {
      html.dataset.appFailed = '';
    });
  };
  if (
    html.hasAttribute('data-interacted') ||
    document.querySelector('[data-island] [role="alert"], [data-island] [aria-invalid="true"]')
  ) {
    start();
    return;
  }
  html.dataset.appDeferred = '';
  for (const type of triggers) document.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('scroll', start, { passive: true });
  void now.then((yes) => yes && start());
}

// The public pages arrive as complete HTML (server-rendered): their app is loaded once the page has
// painted, so on a slow network its scripts do not compete with what draws the page (styles, the
// heading font). The page's own tag names the app's entry and the modules it imports. The page
// carries only the styles its HTML uses (`<style data-href>`): the whole stylesheet is loaded with
// the app, and the app starts once it is there, so nothing the app shows is ever unstyled.
//
// A marketing page (`data-page="marketing"`) runs its small script at once and leaves the whole
// stylesheet to what needs it (the help assistant), sparing a phone the restyling of the page; its
// one form (the hero's search) is a plain GET form that needs no script.
// A page that is a form (`data-when="interaction"`: sign-in, sign-up, reset, find-a-couple) starts
// its app at the person's first touch, key or focus instead (ADR 029); its files are fetched, not
// run, once the page has loaded, so they are at hand by then.
//
// The couples' guest pages run their small script at once; it hydrates their forms (React islands)
// at the guest's first touch, key or scroll (guest/defer-islands.ts).
//
// Until the app has taken over the page (`<html data-app-ready>`), what the person does is kept for
// it: what they typed or ticked (autofill too) is put back into the fields once the app has drawn
// them, a form sent meanwhile is held and sent through the app (never natively, which would put a
// password in the address; not on a marketing page), and a button pressed meanwhile is pressed again.
// `data-scope` limits this to the fields and buttons inside its elements (a guest page's islands);
// a button outside them pressed before the page's own script is there (the help button, the menu)
// is pressed again once that script says so (`<html data-script-ready>`). If the app cannot load
// (`<html data-app-failed>`), the form held is sent natively: the guest pages' forms work without
// scripts. The person's first touch, key or focus is marked (`<html data-interacted>`) for a page
// whose script arrives after it and starts its forms at that moment (guest/defer-islands.ts).
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.module;
  if (!entry) return;
  const html = document.documentElement;
  const preload = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  const onInteraction = tag.dataset.when === 'interaction';
  const marketing = tag.dataset.page === 'marketing';
  const scope = tag.dataset.scope;
  const inScope = (target) => !scope || (target instanceof Element && target.closest(scope) !== null);

  const typed = new Map();
  let heldSubmit;
  let heldPress;
  const remember = (event) => {
    const field = event.target;
    if (
      !inScope(field) ||
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ) ||
      field.type === 'file'
    )
      return;
    typed.set(field, field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value);
  };
  const holdSubmit = (event) => {
    if (!inScope(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldSubmit = { form: event.target, submitter: event.submitter };
  };
  let heldOutside;
  const holdPress = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type === 'submit') return;
    if (inScope(button)) heldPress = button;
    else if (!html.hasAttribute('data-script-ready')) heldOutside = button;
  };
  const listeners = [
    ['input', remember],
    ['change', remember],
    ['click', holdPress],
    ...(marketing ? [] : [['submit', holdSubmit]]),
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

  /** Gives the app what happened before it was there, once. */
  const handOver = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (typeof value === 'boolean') {
        if (field.checked !== value) field.click();
      } else if (field.value !== value) {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
    if (heldPress?.isConnected) heldPress.click();
    if (heldSubmit?.form.isConnected)
      heldSubmit.form.requestSubmit(heldSubmit.submitter?.isConnected ? heldSubmit.submitter : undefined);
  };
  new MutationObserver((_, observer) => {
    if (html.hasAttribute('data-script-ready') && heldOutside) {
      if (heldOutside.isConnected) heldOutside.click();
      heldOutside = undefined;
    }
    if (!html.hasAttribute('data-app-ready') && !html.hasAttribute('data-app-failed')) return;
    observer.disconnect();
    handOver();
  }).observe(html, {
    attributes: true,
    attributeFilter: ['data-script-ready', 'data-app-ready', 'data-app-failed'],
  });

  const link = (rel, href) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    document.head.append(element);
    return element;
  };
  const stylesheet = (href) =>
    new Promise((resolve) => {
      const element = link('stylesheet', href);
      element.onload = resolve;
      // A stylesheet that fails to load must not keep the page from working.
      element.onerror = resolve;
    });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) link('modulepreload', href);
    const styles = marketing
      ? []
      : [...document.querySelectorAll('style[data-href]')].map((s) => stylesheet(s.dataset.href));
    Promise.all(styles).then(() => import(entry));
  };

  const triggers = ['pointerdown', 'keydown', 'focusin', 'touchstart'];
  const onFirst = () => {
    for (const type of triggers) document.removeEventListener(type, onFirst, true);
    html.dataset.interacted = '';
    if (onInteraction) start();
  };
  for (const type of triggers) document.addEventListener(type, onFirst, { capture: true, passive: true });

  if (!onInteraction) {
    // After the next frame is painted.
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  html.dataset.appDeferred = '';
  // One file a task, when the page is idle: a burst of links is one long task on a slow phone.
  const idle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
  window.addEventListener('load', () => {
    const files = [
      entry,
      ...preload,
      ...[...document.querySelectorAll('style[data-href]')].map((style) => style.dataset.href),
    ];
    const next = () => {
      if (started || files.length === 0) return;
      link('prefetch', files.shift());
      idle(next);
    };
    idle(next);
  });
})();

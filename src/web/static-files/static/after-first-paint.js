// The public pages arrive as complete HTML (server-rendered): their app is loaded once the page has
// painted, so on a slow network its scripts do not compete with what draws the page (styles, the
// heading font). The page's own tag names the app's entry and the modules it imports.
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.module;
  if (!entry) return;
  const preload = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // After the next frame is painted.
  requestAnimationFrame(() => setTimeout(start, 0));
})();

// The public pages arrive as complete HTML (server-rendered): their app is loaded once the page has
// painted, so on a slow network its scripts do not compete with what draws the page (styles, the
// heading font). The page's own tag names the app's entry and the modules it imports. The page
// carries only the styles its HTML uses (`<style data-href>`): the whole stylesheet is loaded with
// the app, and the app starts once it is there, so nothing the app shows is ever unstyled.
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.module;
  if (!entry) return;
  const preload = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  const stylesheet = (href) =>
    new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = resolve;
      // A stylesheet that fails to load must not keep the page from working.
      link.onerror = resolve;
      document.head.append(link);
    });
  const start = () => {
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const styles = [...document.querySelectorAll('style[data-href]')].map((s) => stylesheet(s.dataset.href));
    Promise.all(styles).then(() => import(entry));
  };
  // After the next frame is painted.
  requestAnimationFrame(() => setTimeout(start, 0));
})();

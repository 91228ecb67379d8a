// The guest pages' one island bootstrap: every form the server rendered in an IslandFrame is
// hydrated with the props it was rendered with, so the same component runs on both sides (the shared
// schemas' pt-BR messages come with zod: web/lib/zod-browser.ts). Once every island has hydrated,
// `<html data-app-ready>` tells the page's loader (static/after-first-paint.js) to hand over what the
// guest typed meanwhile.
import { type ComponentType, createElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

// biome-ignore lint/suspicious/noExplicitAny: each island's props come from the JSON its frame wrote.
export function hydrateIslands(components: Record<string, ComponentType<any>>): void {
  const html = document.documentElement;
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap((container) => {
    const component = components[container.dataset.island ?? ''];
    return component ? [{ container, component }] : [];
  });
  let waiting = islands.length;
  const onHydrated = () => {
    waiting -= 1;
    if (waiting === 0) html.dataset.appReady = '';
  };
  if (waiting === 0) html.dataset.appReady = '';
  for (const { container, component } of islands) {
    const props = JSON.parse(container.dataset.props ?? '{}');
    hydrateRoot(container, createElement(Hydrated, { onHydrated }, createElement(component, props)));
  }
}

// The guest pages' one island bootstrap: every form the server rendered in an IslandFrame is
// hydrated with the props it was rendered with, so the same component runs on both sides (the shared
// schemas' pt-BR messages come with zod: web/lib/zod-browser.ts).
import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

// biome-ignore lint/suspicious/noExplicitAny: each island's props come from the JSON its frame wrote.
export function hydrateIslands(components: Record<string, ComponentType<any>>): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const component = components[container.dataset.island ?? ''];
    if (!component) continue;
    hydrateRoot(container, createElement(component, JSON.parse(container.dataset.props ?? '{}')));
  }
}

// Server side of a guest page's React island: the component rendered to HTML inside a container that
// carries its props, so islands.tsx can hydrate the same component with the same props in the browser.
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';

export function IslandFrame<Props extends object>({
  name,
  component,
  props,
}: {
  /** The key islands.tsx finds the component by. */
  name: string;
  component: ComponentType<Props>;
  props: Props;
}) {
  // renderToString (not the page's static markup) keeps the text-node markers hydration matches on.
  const html = renderToString(createElement(component, props));
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of our component.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

// The part of a stylesheet one page uses: the rules whose classes all appear in the page's HTML,
// with every rule that names no class (the reset, the theme's variables, fonts, keyframes). The
// public pages inline it so a phone reads a few kilobytes of styles before its first paint instead
// of the whole app's, and recalculates styles over those only; the full stylesheet follows with the
// app's scripts (static-files/static/after-first-paint.js). Written for the build's own CSS
// (Tailwind, minified, not nested).

/** A rule with its selector, a conditional block (`@media`, `@supports`, `@layer`) with its rules, or text kept as it is. */
type CssNode =
  | { kind: 'rule'; selector: string; text: string }
  | { kind: 'block'; prelude: string; children: CssNode[] }
  | { kind: 'text'; text: string };

const conditional = /^@(media|supports|layer|container)\b/;

/** The index after the block opened at `open` (a `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

function stringEnd(css: string, quote: number): number {
  for (let i = quote + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[quote]) return i;
  }
  return css.length;
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') {
      // Comments go (the licence banner stays in the full stylesheet).
      i = css.indexOf('*/', i + 2) + 1 || css.length;
      start = i + 1;
    } else if (c === ';') {
      // A statement such as `@layer theme, base;`.
      nodes.push({ kind: 'text', text: css.slice(start, i + 1) });
      start = i + 1;
    } else if (c === '{') {
      const end = blockEnd(css, i);
      const prelude = css.slice(start, i).trim();
      if (conditional.test(prelude))
        nodes.push({ kind: 'block', prelude, children: parse(css.slice(i + 1, end - 1)) });
      else if (prelude.startsWith('@')) nodes.push({ kind: 'text', text: css.slice(start, end) });
      else nodes.push({ kind: 'rule', selector: prelude, text: css.slice(start, end) });
      start = end;
      i = end - 1;
    }
  }
  return nodes;
}

/** A class name as written in a selector (`.md\:flex`, `.\32 xl\:grid`) back to the HTML's spelling. */
function unescapeClass(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** The top-level parts of a selector list. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** Classes an element must carry for the selector to match: those inside `:not(…)` do not count. */
function requiredClasses(selector: string): string[] {
  const withoutNot = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...withoutNot.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) =>
    unescapeClass(m[1] ?? ''),
  );
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Every class the HTML's elements carry. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value
      .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => entities[e] ?? '')
      .split(/\s+/))
      if (name) classes.add(name);
  return classes;
}

function used(nodes: CssNode[], classes: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'rule') {
      const matches = selectors(node.selector).some((s) => requiredClasses(s).every((c) => classes.has(c)));
      if (matches) out += node.text;
    } else {
      const inner = used(node.children, classes);
      // `@layer name{}` still orders the layers; an empty media or supports block says nothing.
      if (inner || node.prelude.startsWith('@layer')) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

const parsed = new Map<string, CssNode[]>();

/** The rules of `css` the page `html` uses; `css` is parsed once per process. */
export function criticalCss(css: string, html: string): string {
  let nodes = parsed.get(css);
  if (!nodes) {
    nodes = parse(css);
    parsed.set(css, nodes);
  }
  return used(nodes, htmlClasses(html));
}

// Asset names of a Vite entry, read from the build manifest (cached outside development): its
// script, the chunks it imports (to preload), and its styles with those of the chunks it imports
// (styles two entries share live there).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/** Where `npm run build` writes the web app. */
export const webDist = path.join(projectRoot, 'dist/web');

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

let cached: Manifest | undefined;

function importsOf(manifest: Manifest, key: string, seen: Set<string>): string[] {
  return (manifest[key]?.imports ?? []).flatMap((imported) => {
    if (seen.has(imported)) return [];
    seen.add(imported);
    return [manifest[imported]?.file ?? imported, ...importsOf(manifest, imported, seen)];
  });
}

function stylesOf(manifest: Manifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [
    ...(chunk?.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen)),
    ...(chunk?.css ?? []),
  ];
}

export function entryAssets(entry: string): { js: string; imports: string[]; css: string[] } {
  const manifest =
    cached ?? (JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest);
  if (process.env.NODE_ENV === 'production' || process.env.CI) cached = manifest;
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`Web build missing entry ${entry}; run "npm run build" first.`);
  return {
    js: `/${chunk.file}`,
    imports: importsOf(manifest, entry, new Set()).map((file) => `/${file}`),
    css: [...new Set(stylesOf(manifest, entry, new Set()))].map((c) => `/${c}`),
  };
}

// Asset names of a Vite entry, read from the build manifest (cached outside development).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webDist } from './pages.ts';

let cached: Record<string, { file: string; css?: string[] }> | undefined;

export function entryAssets(entry: string): { js: string; css: string[] } {
  const manifest =
    cached ??
    (JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >);
  if (process.env.NODE_ENV === 'production' || process.env.CI) cached = manifest;
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`Web build missing entry ${entry}; run "npm run build" first.`);
  return { js: `/${chunk.file}`, css: (chunk.css ?? []).map((c) => `/${c}`) };
}

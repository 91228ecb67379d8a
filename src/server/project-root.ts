// The app's folder (where package.json is), found the same way whether the server runs from its
// TypeScript sources (src/server/...) or from the compiled bundle (dist/server/main.js): files read
// at run time (the web build, the SQL migrations) are located from here, never from the module.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json not found above ${start}`);
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

// `npm start` and `npm run admin:create`. Plain JavaScript, so production needs no TypeScript tooling:
// - NODE_ENV=production runs the compiled build (`npm run build` writes dist/server) with plain node;
// - otherwise, as always in development, it builds the web app and runs the TypeScript sources
//   through tsx.
// Usage: node scripts/start.mjs [entry] [args...], entry `main` (default) or `cli/create-admin`.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = new Set(['main', 'cli/create-admin']);
const entry = entries.has(process.argv[2] ?? '') ? process.argv.splice(2, 1)[0] : 'main';

if (process.env.NODE_ENV === 'production') {
  const compiled = path.join(root, 'dist/server', `${entry}.js`);
  const web = path.join(root, 'dist/web/index.html');
  const missing = [compiled, ...(entry === 'main' ? [web] : [])].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(
      `O build de produção não existe (${missing.map((f) => path.relative(root, f)).join(', ')}).\n` +
        'Rode `npm run build` antes de `NODE_ENV=production npm start`.',
    );
    process.exit(1);
  }
  // Stack traces name the TypeScript files (the build writes source maps).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(compiled).href);
} else {
  // Cluster workers run this script again: only the first process builds the web app.
  if (entry === 'main' && cluster.isPrimary) {
    const vite = path.join(root, 'node_modules/vite/bin/vite.js');
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(root, 'src/server', `${entry}.ts`)).href);
}

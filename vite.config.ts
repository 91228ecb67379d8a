import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { htmlShell } from './src/web/html-shell.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const zodBrowser = fromHere('src/web/lib/zod-browser.ts');
const zodMessages = fromHere('src/shared/zod-messages.ts');

/**
 * Our modules' `import … from 'zod'` resolves to web/lib/zod-browser.ts, which configures zod before
 * any of them makes a schema; zod then loads with the first screen that uses it, not with each entry.
 */
function configuredZod(): Plugin {
  return {
    name: 'configured-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer.includes('/node_modules/')) return null;
      if (importer === zodBrowser || importer === zodMessages) return null;
      return zodBrowser;
    },
  };
}

// One HTML entry per host, so each host ships only its own code (SPEC 2.1).
export default defineConfig({
  root: 'src/web',
  publicDir: 'static-files',
  // Brotli and gzip copies of every script, style and SVG, made once at build time and sent by
  // @fastify/static to browsers that accept them.
  plugins: [
    htmlShell(),
    configuredZod(),
    react(),
    tailwindcss(),
    compression({ include: /\.(js|mjs|css|svg|json)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // The server reads the manifest to link the guest site's script and styles into its HTML.
    manifest: true,
    rollupOptions: {
      // Absolute, so that `npm run dev` (which resolves from `root`) scans the same entries.
      input: {
        public: fromHere('src/web/index.html'),
        marketing: fromHere('src/web/public/marketing-client.ts'),
        painel: fromHere('src/web/painel.html'),
        admin: fromHere('src/web/admin.html'),
        guest: fromHere('src/web/guest/guest-client.ts'),
        checkout: fromHere('src/web/guest/checkout/checkout-client.ts'),
      },
    },
  },
});

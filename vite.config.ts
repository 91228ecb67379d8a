import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { htmlShell } from './src/web/html-shell.ts';

const zodBrowser = fileURLToPath(new URL('src/web/lib/zod-browser.ts', import.meta.url));
const zodMessages = fileURLToPath(new URL('src/shared/zod-messages.ts', import.meta.url));

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
      input: {
        public: 'src/web/index.html',
        marketing: 'src/web/public/marketing-client.ts',
        painel: 'src/web/painel.html',
        admin: 'src/web/admin.html',
        guest: 'src/web/guest/guest-client.ts',
        checkout: 'src/web/guest/checkout/checkout-client.ts',
      },
    },
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { htmlShell } from './src/web/html-shell.ts';

// One HTML entry per host, so each host ships only its own code (SPEC 2.1).
export default defineConfig({
  root: 'src/web',
  publicDir: 'static-files',
  // Brotli and gzip copies of every script, style and SVG, made once at build time and sent by
  // @fastify/static to browsers that accept them.
  plugins: [
    htmlShell(),
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
        painel: 'src/web/painel.html',
        admin: 'src/web/admin.html',
        guest: 'src/web/guest/guest-client.ts',
        checkout: 'src/web/guest/checkout/checkout-client.ts',
      },
    },
  },
});

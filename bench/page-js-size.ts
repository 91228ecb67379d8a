// Prints how much JavaScript (gzipped) a page ships, as Chromium actually loads it.
// Usage: start the app (`npm start`), then `npm run bench:js -- [url ...]`.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const urls = process.argv.slice(2).filter((a) => a !== '--');
if (urls.length === 0) urls.push('http://localhost:3000/');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

for (const url of urls) {
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  const res = await page.goto(url, { waitUntil: 'networkidle' }).catch((err: Error) => {
    console.error(`${url}: ${err.message}. Is the app running (npm start)?`);
    process.exit(1);
  });
  const kb = (n: number) => (n / 1024).toFixed(1);
  const total = scripts.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`\n${url} (HTTP ${res?.status()})`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(s.gzip).padStart(7)} KB gz  ${kb(s.raw).padStart(7)} KB  ${new URL(s.url).pathname}`);
  }
  console.log(
    `  ${kb(total.gzip).padStart(7)} KB gz  total JavaScript (${scripts.length} files, ${kb(total.raw)} KB raw)`,
  );
  await page.close();
}
await browser.close();

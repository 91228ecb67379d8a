// Prints how much JavaScript (gzipped) pages ship, as Chromium actually loads them.
// With no URL: the landing, the couple's panel dashboard (signed in as the demo couple) and the back
// office's dashboard (signed in as the demo admin), each against its budget (issue 24); the exit code
// is 1 when one is over. With URLs: those pages, signed out, without budgets.
// Usage: start the app (`npm start`), then `npm run bench:js` (`-- --base http://localhost:3313` for
// another address) or `npm run bench:js -- URL...`.
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { demoLogins } from '../src/server/db/seed/index.ts';
import { type HostKind, hostFor } from '../src/shared/hosts.ts';

interface Login {
  email: string;
  password: string;
}

interface Target {
  name: string;
  url: string;
  /** Gzipped KB the page may ship; none for the pages given on the command line. */
  budgetKb?: number;
  /** Signed in on the page's host first. */
  login?: Login;
  /** The page's main heading: until it shows, the page is not on its first screen. */
  heading?: RegExp;
}

const { values, positionals } = parseArgs({
  options: { base: { type: 'string', default: 'http://localhost:3000' } },
  allowPositionals: true,
});
const base = new URL(values.base);
const origin = (kind: HostKind) => `${base.protocol}//${hostFor(kind, base.host)}`;

const targets: Target[] =
  positionals.length > 0
    ? positionals.map((url) => ({ name: url, url }))
    : [
        { name: 'Landing', url: `${origin('public')}/`, budgetKb: 150 },
        {
          name: 'Painel: dashboard (noivos demo)',
          url: `${origin('painel')}/dashboard`,
          budgetKb: 170,
          login: demoLogins.couple,
          heading: /^Olá/,
        },
        {
          name: 'Admin: dashboard (admin demo)',
          url: `${origin('admin')}/admin`,
          budgetKb: 200,
          login: demoLogins.admin,
          heading: /^Dashboard$/,
        },
      ];

const kb = (n: number) => (n / 1024).toFixed(1);

/**
 * Signs the browser context in through the host's own login API, from a page of that host that
 * loads no script (the session cookie belongs to that host only).
 */
async function signIn(browser: Browser, url: string, login: Login) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { origin: host } = new URL(url);
  await page.goto(`${host}/api/auth/current-session`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email: login.email, password: login.password },
  );
  if (status !== 200) throw new Error(`${host}: login as ${login.email} answered HTTP ${status}`);
  await page.close();
  return context;
}

/** Every script the page loads until the network is idle, with its raw and gzip level 9 sizes. */
async function measure(browser: Browser, target: Target) {
  const context = target.login ? await signIn(browser, target.url, target.login) : await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  const res = await page.goto(target.url, { waitUntil: 'networkidle' });
  // A page the guard replaced by its login form, or a route still loading, is not the first screen.
  const shown = target.heading
    ? await page
        .getByRole('heading', { level: 1, name: target.heading })
        .waitFor({ timeout: 15_000 })
        .then(() => page.waitForLoadState('networkidle'))
        .then(() => true)
        .catch(() => false)
    : true;
  const landed = page.url();
  await context.close();
  return { scripts, status: res?.status(), landed, shown };
}

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

const summary: string[] = [];
let over = false;
try {
  for (const target of targets) {
    const { scripts, status, landed, shown } = await measure(browser, target).catch((err: Error) => {
      console.error(`${target.url}: ${err.message}. Is the app running (npm start)?`);
      process.exit(1);
    });
    const total = scripts.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), {
      raw: 0,
      gzip: 0,
    });
    console.log(`\n${target.url} (HTTP ${status}${landed !== target.url ? `, landed on ${landed}` : ''})`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${kb(s.gzip).padStart(7)} KB gz  ${kb(s.raw).padStart(7)} KB  ${new URL(s.url).pathname}`,
      );
    }
    console.log(
      `  ${kb(total.gzip).padStart(7)} KB gz  total JavaScript (${scripts.length} files, ${kb(total.raw)} KB raw)`,
    );
    if (target.budgetKb === undefined) continue;
    // A redirect (to the login or onboarding) would measure another page than the budget's.
    const wrongPage = !shown || new URL(landed).pathname !== new URL(target.url).pathname;
    const fits = !wrongPage && total.gzip <= target.budgetKb * 1024;
    if (!fits) over = true;
    summary.push(
      `  ${fits ? 'ok  ' : 'OVER'}  ${target.name}: ${kb(total.gzip)} KB gz in ${scripts.length} files (budget ${target.budgetKb} KB)${wrongPage ? `, but it did not show its page (${landed})` : ''}`,
    );
  }
} finally {
  await browser.close();
}
if (summary.length > 0)
  console.log(`\nBudgets (${new Date().toISOString().slice(0, 10)}):\n${summary.join('\n')}`);
process.exit(over ? 1 : 0);

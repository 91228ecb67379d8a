// Lighthouse 12 on the public pages of a started app, as a phone sees them (Lighthouse's mobile
// preset: simulated slow 4G and a 4x slower CPU), in Debian's Chromium: three runs per page, the
// median of each score and metric (and the lowest performance of the runs) printed as a Markdown
// table for the README. The invitation page is a household's personal link of the demo couple,
// found by signing in as them.
// Usage: `npm start` (or `npm run build && PORT=… npm start`), then `npm run bench:lighthouse`
// (`-- --base http://localhost:3000` for another address, `-- --runs 5` for more runs).
import http from 'node:http';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { demoLogins } from '../src/server/db/seed/index.ts';
import { hostFor } from '../src/shared/hosts.ts';
import { inviteLink } from '../src/shared/invite-code.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '3' },
  },
});
const base = new URL(values.base);
const runs = Number(values.runs);
const origin = (kind: 'public' | 'painel' | 'noivos') => `${base.protocol}//${hostFor(kind, base.host)}`;

/** A request to the app; `*.localhost` names are sent to the loopback address (Node does not resolve them). */
function call(
  url: string,
  init: { method?: string; body?: string; cookie?: string } = {},
): Promise<{ status: number; cookie?: string; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname.endsWith('localhost') ? '127.0.0.1' : target.hostname,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: {
          host: target.host,
          ...(init.body ? { 'content-type': 'application/json', origin: target.origin } : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
            text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The demo couple's first household with a personal link (the panel's own API). */
async function invitationUrl(): Promise<string | null> {
  const painel = origin('painel');
  const login = await call(`${painel}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email: demoLogins.couple.email, password: demoLogins.couple.password }),
  });
  const cookie = login.cookie;
  if (login.status !== 200 || !cookie) return null;
  const session = JSON.parse((await call(`${painel}/api/auth/session`, { cookie })).text) as {
    couple?: { activeWeddingId: string | null };
  };
  const weddingId = session.couple?.activeWeddingId;
  if (!weddingId) return null;
  const list = JSON.parse(
    (await call(`${painel}/api/weddings/${weddingId}/guest-list`, { cookie })).text,
  ) as {
    items: { inviteCode: string | null }[];
  };
  const code = list.items.find((h) => h.inviteCode)?.inviteCode;
  return code ? inviteLink(site, code) : null;
}

async function giftUrl(site: string): Promise<string | null> {
  const html = (await call(site)).text;
  const path = /href="(\/[^"]+\/presentes\/[^"]+)"/.exec(html)?.[1];
  return path ? `${origin('noivos')}${path}` : null;
}

const site = `${origin('noivos')}/mariana-e-joao`;
const pages: [string, string | null][] = [
  ['Landing', `${origin('public')}/`],
  ['Lista de casamento', `${origin('public')}/lista-de-casamento`],
  ['Preços e serviços', `${origin('public')}/precos-e-servicos`],
  ['Encontre um casamento', `${origin('public')}/encontre-um-casamento`],
  ['Entrar', `${origin('public')}/entrar`],
  ['Cadastro, passo 1', `${origin('public')}/crie-sua-conta/passo-1`],
  ['Site do casal (demo)', site],
  ['Página de presente', await giftUrl(site)],
  ['Convite pessoal', await invitationUrl()],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };

console.log(
  `Lighthouse 12, mobile preset, median of ${runs} runs (${new Date().toISOString().slice(0, 10)})\n`,
);
console.log(
  '| page | performance | lowest run | accessibility | best practices | SEO | LCP | FCP | TBT | CLS |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
try {
  for (const [name, url] of pages) {
    if (!url) {
      console.log(`| ${name} | (not found: is the demo seeded?) | | | | | | | | |`);
      continue;
    }
    const results: RunnerResult[] = [];
    // A run that ends without a performance score (Lighthouse could not trace the load) is said
    // and run again, at most three times a page, rather than counted as a 0.
    for (let failed = 0; results.length < runs && failed < 3; ) {
      const result = await lighthouse(url, flags);
      if (result && typeof result.lhr.categories.performance?.score === 'number') results.push(result);
      else {
        failed += 1;
        console.error(
          `${name}: a run without a score, run again (${result?.lhr.runtimeError?.message ?? 'no result'})`,
        );
      }
    }
    const scores = (id: string) => results.map((r) => Math.round((r.lhr.categories[id]?.score ?? 0) * 100));
    const score = (id: string) => median(scores(id));
    const metric = (id: string) => median(results.map((r) => r.lhr.audits[id]?.numericValue ?? 0));
    console.log(
      `| ${name} | ${score('performance')} | ${Math.min(...scores('performance'))} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s | ${(metric('first-contentful-paint') / 1000).toFixed(1)} s | ${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} |`,
    );
  }
} finally {
  await chrome.kill();
}

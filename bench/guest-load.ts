// Load benchmark of the guest site (issue 5): 20 s at 50 connections against a published guest
// page, the RSVP endpoint, and, as the ceiling, a static file served by the same process.
// Start the app first with rate limits lifted, e.g.:
//   RATE_LIMIT_FACTOR=1000000 LOG_LEVEL=warn npm start
// then: npm run bench:load -- [base=http://localhost:3000] [slug=mariana-e-joao] [seconds=20]
import autocannon from 'autocannon';

const [base = 'http://localhost:3000', slug = 'mariana-e-joao', seconds = '20'] = process.argv
  .slice(2)
  .filter((a) => a !== '--');
const url = new URL(base);
const noivosHost = `noivos.${url.host}`;
const duration = Number(seconds);

interface Run {
  title: string;
  path: string;
  host: string;
  method?: 'GET' | 'POST';
  body?: string;
}

const runs: Run[] = [
  { title: 'static file (ceiling)', path: '/static/favicon.svg', host: url.host },
  { title: 'guest page', path: `/${slug}`, host: noivosHost },
  {
    title: 'RSVP endpoint',
    path: `/api/sites/${slug}/rsvps`,
    host: noivosHost,
    method: 'POST',
    body: JSON.stringify({
      name: 'Convidado de Carga',
      attending: true,
      companions: 1,
      companionNames: ['Acompanhante'],
      email: 'carga@exemplo.com',
    }),
  },
];

const rows: string[] = [];
for (const run of runs) {
  const result = await autocannon({
    url: `${url.origin}${run.path}`,
    connections: 50,
    duration,
    method: run.method ?? 'GET',
    body: run.body,
    headers: {
      host: run.host,
      ...(run.body ? { 'content-type': 'application/json', origin: `${url.protocol}//${run.host}` } : {}),
    },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  rows.push(
    `| ${run.title} | ${Math.round(result.requests.average)} | ${result.latency.p99} ms | ${result.latency.p50} ms | ${errors} |`,
  );
  console.log(
    `${run.title}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
}
console.log(
  `\n| run (${duration} s, 50 connections) | requests/s | p99 | p50 | errors/non-2xx |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}`,
);

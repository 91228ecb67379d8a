// Webhook ingestion benchmark (issue 10): signed sandbox webhooks, each a new event, posted at 50
// connections for N seconds; then waits until the job queue has processed them and checks that
// every accepted event was stored once and processed exactly once.
// Build, then start the app against PostgreSQL on localhost (the sandbox is on there), e.g.:
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench LOG_LEVEL=warn NODE_ENV=production npm start
// then: npm run bench:webhooks -- [base=http://localhost:3000] [seconds=20]
// (DATABASE_URL must be set for this script too, to read the results.)
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { signSandboxPayload } from '../src/server/modules/payment-providers/sandbox/sandbox-provider.ts';

const [base = 'http://localhost:3000', seconds = '20'] = process.argv.slice(2).filter((a) => a !== '--');
const secret = process.env.SANDBOX_WEBHOOK_SECRET ?? 'sandbox-dev-secret';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the database the app uses');

const run = randomUUID().slice(0, 8);
let sent = 0;
const result = await autocannon({
  url: `${base}/api/webhooks/sandbox`,
  connections: 50,
  duration: Number(seconds),
  method: 'POST',
  requests: [
    {
      setupRequest: (request) => {
        sent++;
        const body = JSON.stringify({
          id: `evt_bench_${run}_${sent}`,
          type: 'charge.updated',
          chargeId: `chg_bench_${run}_${sent}`,
          state: 'paid',
          createdAt: new Date().toISOString(),
        });
        return {
          ...request,
          body,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'x-sandbox-signature': signSandboxPayload(secret, body, Math.floor(Date.now() / 1000)),
          },
        };
      },
    },
  ],
});
const accepted = result['2xx'];
console.log(
  `ingested ${Math.round(result.requests.average)} webhooks/s (p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms), ${accepted} accepted, ${result.non2xx + result.errors + result.timeouts} refused or failed`,
);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const started = Date.now();
const like = `evt_bench_${run}_%`;
let stats = { stored: 0, processed: 0, multi: 0 };
for (;;) {
  const { rows } = await db.query(
    `select count(*)::int as stored, count(processed_at)::int as processed,
            count(*) filter (where attempts > 1)::int as multi
       from provider_events where provider = 'sandbox' and event_id like $1`,
    [like],
  );
  stats = rows[0];
  if (stats.processed >= stats.stored || Date.now() - started > 300_000) break;
  await new Promise((r) => setTimeout(r, 1000));
}
const drainSeconds = (Date.now() - started) / 1000;
await db.end();
console.log(
  `stored ${stats.stored} (${accepted} answered 2xx before the run ended, ${sent} sent), processed ${stats.processed}, processed more than once ${stats.multi}; queue drained ${drainSeconds.toFixed(1)} s after the load ended`,
);
console.log(
  `\n| run (${seconds} s, 50 connections) | webhooks/s | p99 | p50 | every accepted one stored | processed once | drain after load |\n| --- | --- | --- | --- | --- | --- | --- |\n| signed sandbox webhooks | ${Math.round(result.requests.average)} | ${result.latency.p99} ms | ${result.latency.p50} ms | ${stats.stored >= accepted && stats.stored <= sent ? 'yes' : 'NO'} | ${stats.processed === stats.stored && stats.multi === 0 ? 'yes' : 'NO'} | ${drainSeconds.toFixed(0)} s |`,
);

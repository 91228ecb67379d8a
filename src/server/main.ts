// Starts the platform: opens the database, applies migrations, seeds, listens and prints the hosts.
import { originFor } from '../shared/hosts.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { removeAbandonedSignUps } from './modules/auth/sign-up-service.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = await seed(database.db, { demo: config.seedDemo });
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: '0.0.0.0' });

// Sign-ups abandoned after step 1 or 2 are removed after 7 days (checked hourly).
const cleanUp = () =>
  removeAbandonedSignUps(database.db)
    .then((n) => n > 0 && app.log.info(`${n} cadastro(s) abandonado(s) removido(s)`))
    .catch((err) => app.log.error({ err }, 'abandoned sign-up clean-up failed'));
await cleanUp();
setInterval(cleanUp, 3_600_000).unref();

const url = (kind: Parameters<typeof originFor>[0]) => originFor(kind, config.baseHost, config.protocol);
const lines = [
  '',
  `  Banco de dados: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `  Site público:   ${url('public')}/`,
  `  Painel:         ${url('painel')}/`,
  `  Admin:          ${url('admin')}/`,
  `  Sites:          ${url('noivos')}/{slug}`,
  `  API:            ${url('public')}/api/docs`,
  `  E-mails (dev):  ${url('public')}/dev/outbox`,
  ...seeded.logins.map((l) => `  ${l.label.padEnd(15)} ${l.email} / ${l.password}`),
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

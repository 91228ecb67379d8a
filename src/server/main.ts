// Starts the platform: refuses an unsafe production start (start-up-check.ts), applies migrations,
// seeds, prints the hosts and serves. With WEB_CONCURRENCY above 1 (and a PostgreSQL server), the
// primary process prepares the database once and forks that many app processes sharing the port;
// a process that dies is replaced.
import cluster from 'node:cluster';
import { originFor } from '../shared/hosts.ts';
import { plural } from '../shared/plural.ts';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase, withStartupLock } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { removeAbandonedSignUps } from './modules/auth/sign-up-service.ts';
import { refuseUnsafeStart, StartRefused } from './start-up-check.ts';
import { handleStrayRejections } from './stray-rejections.ts';

/** A setting the app cannot run with (e.g. TRUST_PROXY=true) is printed alone, without a stack. */
function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

const config = loadConfigOrExit();

async function prepareDatabase(): Promise<{ label: string; email: string; password: string }[]> {
  return withStartupLock(config.databaseUrl, async () => {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      await refuseUnsafeStart(config, database.db);
      await database.migrate();
      return (await seed(database.db, { demo: config.seedDemo })).logins;
    } finally {
      await database.close();
    }
  });
}

/** A refused start prints its list of problems and exits with 1, before listening. */
async function prepareOrRefuse(): ReturnType<typeof prepareDatabase> {
  try {
    return await prepareDatabase();
  } catch (err) {
    if (!(err instanceof StartRefused)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

function printBanner(c: Config, logins: { label: string; email: string; password: string }[]): void {
  const url = (kind: Parameters<typeof originFor>[0]) => originFor(kind, c.baseHost, c.protocol);
  const lines = [
    '',
    `  Banco de dados: ${c.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${c.dataDir}`}`,
    ...(c.workers > 1 ? [`  Processos:      ${c.workers}`] : []),
    `  Site público:   ${url('public')}/`,
    `  Painel:         ${url('painel')}/`,
    `  Admin:          ${url('admin')}/`,
    `  Sites:          ${url('noivos')}/{slug}`,
    `  API:            ${url('public')}/api/docs`,
    ...(c.development ? [`  E-mails (dev):  ${url('public')}/dev/outbox`] : []),
    ...(c.development && c.whatsapp.provider === 'sandbox'
      ? [`  WhatsApp (dev): ${url('public')}/dev/whatsapp`]
      : []),
    ...logins.map((l) => `  ${l.label.padEnd(15)} ${l.email} / ${l.password}`),
    '',
  ];
  console.log(lines.join('\n'));
}

/** One app process: opens the database, serves, and stops cleanly on SIGINT/SIGTERM. */
async function serve(options: { housekeeping: boolean }): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, database);
  handleStrayRejections(app.log);
  const label = cluster.isWorker ? `Processo ${cluster.worker?.id} ouvindo` : 'Ouvindo';
  await app.listen({ port: config.port, host: '0.0.0.0', listenTextResolver: (a) => `${label} em ${a}` });

  if (options.housekeeping) {
    // Sign-ups abandoned after step 1 or 2 are removed after 7 days (checked hourly).
    const cleanUp = () =>
      removeAbandonedSignUps(database.db)
        .then(
          (n) =>
            n > 0 &&
            app.log.info(plural(n, 'cadastro abandonado removido', 'cadastros abandonados removidos')),
        )
        .catch((err) => app.log.error({ err }, 'abandoned sign-up clean-up failed'));
    await cleanUp();
    setInterval(cleanUp, 3_600_000).unref();
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await app.close();
      await database.close();
      process.exit(0);
    });
  }
}

if (cluster.isPrimary && config.workers > 1) {
  if (!config.databaseUrl) {
    console.error(
      'WEB_CONCURRENCY > 1 precisa de um PostgreSQL (DATABASE_URL): o PGlite atende um processo só.',
    );
    process.exit(1);
  }
  printBanner(config, await prepareOrRefuse());
  let stopping = false;
  const fork = (housekeeping: boolean) => cluster.fork({ HOUSEKEEPING: housekeeping ? '1' : '0' });
  for (let i = 0; i < config.workers; i++) fork(i === 0);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Processo ${worker.id} parou (${signal ?? code}); iniciando outro.`);
    fork(false);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
} else if (cluster.isWorker) {
  await serve({ housekeeping: process.env.HOUSEKEEPING === '1' });
} else {
  const logins = await prepareOrRefuse();
  await serve({ housekeeping: true });
  printBanner(config, logins);
}

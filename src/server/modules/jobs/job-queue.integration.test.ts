// The job queue while the database is away: nothing it does in the background may end the process
// (an unhandled rejection fails this file), and jobs sent meanwhile are inserted once it is back.
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../testing/scratch-database.ts';
import { createJobQueue } from './job-queue.ts';

const scratch = await createScratchDatabase('fila_');
const errors: Error[] = [];
const queue = createJobQueue({ connectionString: scratch.url, onError: (err) => errors.push(err) });
await queue.start();
afterAll(async () => {
  await scratch.admin(`alter database ${scratch.name} with allow_connections true`);
  await queue.stop();
  await scratch.drop();
});

/** The database refuses new connections and drops the ones it has, as while it restarts. */
async function goAway() {
  await scratch.admin(`alter database ${scratch.name} with allow_connections false`);
  await scratch.admin(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${scratch.name}'`,
  );
}
const comeBack = () => scratch.admin(`alter database ${scratch.name} with allow_connections true`);

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(check()).toBe(true);
}

describe('the job queue while the database is away', () => {
  it('reports a job it cannot mark done as an error event, never an unhandled rejection', async () => {
    let release!: () => void;
    const started: string[] = [];
    await queue.work<{ n: string }>('queda-concluir', async ({ n }) => {
      started.push(n);
      await new Promise<void>((r) => {
        release = r;
      });
    });
    await queue.send('queda-concluir', { n: 'um' });
    await eventually(() => started.length === 1);
    await goAway();
    const before = errors.length;
    release();
    // pg-boss marks the job done without awaiting it; that write fails with the database away.
    await eventually(() => errors.length > before);
    await comeBack();
  });

  it('keeps wake-ups sent while the database is away and inserts them when it is back', async () => {
    const ran: string[] = [];
    await queue.work<{ n: string }>('queda-acordar', async ({ n }) => {
      ran.push(n);
    });
    await goAway();
    queue.sendSoon('queda-acordar', { n: 'depois' });
    const before = errors.length;
    await eventually(() => errors.length > before);
    await comeBack();
    await eventually(() => ran.includes('depois'));
  });
});

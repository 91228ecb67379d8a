// App processes starting at the same moment each create the same queues: PostgreSQL may abort one
// of two such creations with "deadlock detected", which must not end a process's start.
import { afterAll, expect, it } from 'vitest';
import { createScratchDatabase } from '../../testing/scratch-database.ts';
import { createJobQueue } from './job-queue.ts';

const scratch = await createScratchDatabase('fila_inicio_');
const errors: Error[] = [];
const processes = Array.from({ length: 4 }, () =>
  createJobQueue({ connectionString: scratch.url, onError: (err) => errors.push(err) }),
);
afterAll(async () => {
  await Promise.all(processes.map((q) => q.stop()));
  await scratch.drop();
});

it('lets several processes create the same new queues at once', { timeout: 120_000 }, async () => {
  await Promise.all(processes.map((q) => q.start()));
  const names = Array.from({ length: 8 }, (_, i) => `inicio-junto-${i}`);
  const handled: string[] = [];
  await Promise.all(
    processes.flatMap((q) =>
      names.map((name) => q.work<{ n: string }>(name, async ({ n }) => void handled.push(n))),
    ),
  );
  await processes[0]?.send('inicio-junto-0', { n: 'ok' });
  for (let i = 0; i < 600 && handled.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(handled).toEqual(['ok']);
  expect(errors).toEqual([]);
});

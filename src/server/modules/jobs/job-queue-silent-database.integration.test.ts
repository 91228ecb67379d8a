// A database server that accepts connections and then never answers (a host gone mid-failover)
// must fail the job queue's calls, not hold them forever: a worker's fetch that never returns would
// stop its queue for good, with no error anywhere.
import net from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { createJobQueue } from './job-queue.ts';

const sockets = new Set<net.Socket>();
let accepted = 0;
const silent = net.createServer((socket) => {
  accepted++;
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const { port } = silent.address() as net.AddressInfo;
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it('gives up on a database that never answers instead of waiting forever', { timeout: 60_000 }, async () => {
  const queue = createJobQueue({
    connectionString: `postgres://postgres@127.0.0.1:${port}/nada`,
    onError: () => undefined,
  });
  await expect(queue.start()).rejects.toThrow(/timeout/i);
  expect(accepted).toBeGreaterThan(0);
});

// A database server that takes the connection and never answers (a network partition) fails the
// query instead of holding the request forever; the failure reads as "database away" (503).
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { isConnectionFailure } from './connection-failure.ts';

const sockets: net.Socket[] = [];
const silent = net.createServer((socket) => sockets.push(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const { port } = silent.address() as net.AddressInfo;
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => silent.close(r));
});

describe('a database that does not answer', () => {
  it('fails the query with a connection failure', async () => {
    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/nada` });
    const failure = await database.db.execute(sql`select 1`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isConnectionFailure(failure)).toBe(true);
    await database.close();
  });
});

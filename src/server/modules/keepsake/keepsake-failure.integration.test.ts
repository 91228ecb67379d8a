// A keepsake whose zip cannot be kept: the build is thrown back to the job queue while it has tries
// left (the order stays 'gerando'), and only the last try marks the order 'falhou' with its reason;
// the couple is not told it is ready, and a new copy can be asked for.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepsakeTexts } from '../../../shared/extras.ts';
import { extraOrders } from '../../db/schema.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { extraOrderRow } from '../../testing/extras.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { buildKeepsake, startKeepsakeService } from './keepsake-hooks.ts';

// The keepsakes' folder is a file here, so no zip can be written; no workers, so each try is the test's.
const dataDir = await mkdtemp(path.join(tmpdir(), 'copia-falha-'));
await writeFile(path.join(dataDir, 'keepsakes'), 'não é uma pasta');
const t = await createTestApp({ DATA_DIR: dataDir, JOB_WORKERS: 'false' });
const { db } = t;

describe('a keepsake that cannot be built', () => {
  it('is retried by the queue first, then fails with its reason', async () => {
    const c = await signedInCouple(t.app, db, { sitePublished: true }, '10.64.1.1');
    const [order] = await db
      .insert(extraOrders)
      .values({
        weddingId: c.wedding.id,
        service: 'copia_do_site',
        status: 'pago',
        priceCents: 3990,
        token: unique('ks-'),
        paidAt: new Date(),
      })
      .returning();
    const orderId = order?.id ?? '';
    await startKeepsakeService(t.app, orderId);
    expect((await extraOrderRow(db, orderId)).status).toBe('gerando');

    await expect(buildKeepsake(t.app, orderId, { retryCount: 0, retryLimit: 3 })).rejects.toThrow();
    await expect(buildKeepsake(t.app, orderId, { retryCount: 2, retryLimit: 3 })).rejects.toThrow();
    expect((await extraOrderRow(db, orderId)).status).toBe('gerando');

    await buildKeepsake(t.app, orderId, { retryCount: 3, retryLimit: 3 });
    const failed = await extraOrderRow(db, orderId);
    expect(failed.status).toBe('falhou');
    expect(failed.failureReason).toBe(keepsakeTexts.failed);
    expect(failed.fileKey).toBeNull();
    expect(failed.builtAt).toBeNull();

    // "Gerar novamente" takes a failed copy back to 'gerando'.
    const again = await c.b.post(
      'painel',
      `/api/weddings/${c.wedding.id}/extras/orders/${orderId}/keepsake/rebuild`,
    );
    expect(again.statusCode, again.body).toBe(200);
    const retried = await extraOrderRow(db, orderId);
    expect(retried.status).toBe('gerando');
    expect(retried.failureReason).toBeNull();
  });
});

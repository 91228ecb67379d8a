import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../../testing/couples.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { seedDemoStationery } from './demo-stationery.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('the demo couple’s stationery', () => {
  it('saves an edited invitation and Save the Date once, and keeps what the couple changed', async () => {
    const c = await signedInCouple(
      app,
      db,
      { name1: 'Mariana', name2: 'João', weddingDate: '2027-05-15' },
      '10.8.6.1',
    );
    await seedDemoStationery(db, c.wedding.id);
    const items = (await c.api.get('/stationery')).json().items;
    expect(items.map((i: { layout: string; saved: boolean }) => [i.layout, i.saved])).toEqual([
      ['foto', true],
      ['moldura', true],
      ['classico', false],
    ]);
    expect(items[0].texts).toMatchObject({ names: 'Mariana & João', date: '15 de maio de 2027, às 16h' });

    await c.api.put('/stationery/convite', { layout: 'classico', texts: items[0].texts });
    await seedDemoStationery(db, c.wedding.id);
    expect((await c.api.get('/stationery')).json().items[0].layout).toBe('classico');
  });
});

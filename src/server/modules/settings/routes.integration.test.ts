import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../shared/settings.ts';
import { themeSeeds } from '../../db/seed/themes/index.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app } = await createTestApp();

describe('GET /api/settings', () => {
  it('answers the seeded fees, prices and delays', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const { publishedThemes, ...values } = res.json();
    expect(values).toEqual(defaultSettings);
    // Other tests publish themes meanwhile: the seeded ones at least, counted live.
    expect(publishedThemes).toBeGreaterThanOrEqual(themeSeeds.length);
  });

  it('inlines the same settings into every public page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/precos-e-servicos',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const json = /<script id="app-settings" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    const { publishedThemes, ...values } = JSON.parse(json ?? 'null');
    expect(values).toEqual(defaultSettings);
    expect(publishedThemes).toBeGreaterThanOrEqual(9);
  });
});

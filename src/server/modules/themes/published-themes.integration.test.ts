import { describe, expect, it } from 'vitest';
import { onboardingThemeKeys, type ThemeDesign } from '../../../shared/theme-design.ts';
import { themeSeeds } from '../../db/seed/themes/index.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, database } = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });

type Offered = { key: string | null; name: string; tags: string[]; design: ThemeDesign };

describe('the published themes couples choose from (GET /api/themes)', () => {
  it('offers every seeded theme with its tags and cover layout, the spec nine first', async () => {
    const couple = await signedInCouple(app, database.db, {}, '10.45.0.1');
    const res = await couple.b.get('painel', '/api/themes');
    expect(res.statusCode).toBe(200);
    const offered = res.json() as Offered[];
    expect(offered.slice(0, onboardingThemeKeys.length).map((t) => t.key)).toEqual([...onboardingThemeKeys]);
    const byKey = new Map(offered.map((t) => [t.key, t]));
    for (const seeded of themeSeeds) {
      expect(byKey.get(seeded.key), seeded.key).toMatchObject({
        name: seeded.name,
        tags: seeded.tags,
        design: { ornament: seeded.design.ornament, heroLayout: seeded.design.heroLayout },
      });
    }
    expect(byKey.get('galeria')?.tags).toEqual(['Minimalista', 'Elegante']);
  });

  it('answers anonymous callers too (the marketing showcase)', async () => {
    const res = await browser(app, '10.45.0.2').get('public', '/api/themes');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Offered[]).length).toBeGreaterThan(30);
  });
});

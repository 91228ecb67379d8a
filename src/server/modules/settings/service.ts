// Reads and writes platform settings; missing keys fall back to the defaults.
import {
  defaultSettings,
  type PublicSettings,
  type SettingKey,
  type Settings,
} from '../../../shared/settings.ts';
import { settingsSchema } from '../../../shared/settings-schema.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { countPublishedThemes } from '../themes/theme-queries.ts';

export async function getSettings(db: Pick<Db, 'select'>): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const merged: Record<string, unknown> = { ...defaultSettings };
  for (const row of rows) if (row.key in defaultSettings) merged[row.key] = row.value;
  const parsed = settingsSchema.safeParse(merged);
  // A stored value that no longer fits the schema must not take the marketing pages down.
  return parsed.success ? parsed.data : defaultSettings;
}

/** The settings with the live facts the public pages state (the number of published themes). */
export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const [values, publishedThemes] = await Promise.all([getSettings(db), countPublishedThemes(db)]);
  return { ...values, publishedThemes };
}

/** Writes the defaults for keys not stored yet; never overwrites what an admin changed. */
export async function seedDefaultSettings(db: Db): Promise<void> {
  const rows = (Object.keys(defaultSettings) as SettingKey[]).map((key) => ({
    key,
    value: defaultSettings[key],
  }));
  await db.insert(settings).values(rows).onConflictDoNothing();
}

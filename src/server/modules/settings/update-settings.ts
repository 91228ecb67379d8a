// An administrator changes the platform settings: the keys that changed are written with who changed
// them, and the audit log keeps the values before and after, in the same transaction. Payments keep
// the fee rate they were made with (gift_payments.fee_basis_points), so a new rate applies to new
// payments only.
import { desc, eq } from 'drizzle-orm';
import type { AdminSettings } from '../../../shared/admin-settings.ts';
import type { Settings } from '../../../shared/settings.ts';
import type { Db } from '../../db/client.ts';
import { settings, users } from '../../db/schema.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { getSettings } from './service.ts';

export const adminSettingKeys = [
  'giftFeeBasisPoints',
  'releaseBusinessDays',
  'maxInstallments',
  'minFreeAmountCents',
  'supportHours',
  'contactEmail',
  'cardReviewThresholdCents',
  'cardReviewDays',
] as const satisfies (keyof AdminSettings)[];

export function pickAdminSettings(s: Settings): AdminSettings {
  return {
    giftFeeBasisPoints: s.giftFeeBasisPoints,
    releaseBusinessDays: s.releaseBusinessDays,
    maxInstallments: s.maxInstallments,
    minFreeAmountCents: s.minFreeAmountCents,
    supportHours: s.supportHours,
    contactEmail: s.contactEmail,
    cardReviewThresholdCents: s.cardReviewThresholdCents,
    cardReviewDays: s.cardReviewDays,
  };
}

export interface AdminSettingsView extends AdminSettings {
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function adminSettingsView(db: Db): Promise<AdminSettingsView> {
  const [values, [last]] = await Promise.all([
    getSettings(db),
    db
      .select({ updatedAt: settings.updatedAt, email: users.email })
      .from(settings)
      .innerJoin(users, eq(users.id, settings.updatedBy))
      .orderBy(desc(settings.updatedAt))
      .limit(1),
  ]);
  return {
    ...pickAdminSettings(values),
    updatedAt: last?.updatedAt.toISOString() ?? null,
    updatedBy: last?.email ?? null,
  };
}

export async function updateAdminSettings(
  db: Db,
  actor: AuditActor,
  next: AdminSettings,
): Promise<AdminSettingsView> {
  await db.transaction(async (tx) => {
    const before = pickAdminSettings(await getSettings(tx));
    const changed = adminSettingKeys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]));
    if (changed.length === 0) return;
    const now = new Date();
    for (const key of changed) {
      await tx
        .insert(settings)
        .values({ key, value: next[key], updatedAt: now, updatedBy: actor.userId })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: next[key], updatedAt: now, updatedBy: actor.userId },
        });
    }
    await recordAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k]])),
    });
  });
  return adminSettingsView(db);
}

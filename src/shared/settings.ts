// Platform settings: the one source of every fee, price and delay the product shows.
import { z } from 'zod';

const cents = z.number().int().min(0).max(100_000_00);
const basisPoints = z.number().int().min(0).max(10_000);

export const settingsSchema = z.object({
  /** Gift-list fee in basis points (389 = 3,89%). */
  giftFeeBasisPoints: basisPoints,
  /** Business days between payment confirmation and the money being available. */
  releaseBusinessDays: z.number().int().min(0).max(30),
  /** Longest time a PIX withdrawal takes to reach the couple. */
  payoutMaxHours: z.number().int().min(1).max(72),
  withdrawalFeeCents: cents,
  maxInstallments: z.number().int().min(1).max(12),
  customDomainPriceCents: cents,
  siteDownloadPriceCents: cents,
  storeCashbackBasisPoints: basisPoints,
  supportHours: z.object({
    opensAt: z.number().int().min(0).max(23),
    closesAt: z.number().int().min(1).max(24),
  }),
  /** What competitors charge, for the comparison tables on the marketing pages. */
  competitor: z.object({
    giftFeeBasisPoints: basisPoints,
    sitePriceCents: cents,
    withdrawalFeeCents: cents,
  }),
});

export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;

export const defaultSettings: Settings = {
  giftFeeBasisPoints: 389,
  releaseBusinessDays: 3,
  payoutMaxHours: 2,
  withdrawalFeeCents: 0,
  maxInstallments: 6,
  customDomainPriceCents: 5990,
  siteDownloadPriceCents: 3990,
  storeCashbackBasisPoints: 400,
  supportHours: { opensAt: 9, closesAt: 21 },
  competitor: { giftFeeBasisPoints: 799, sitePriceCents: 16790, withdrawalFeeCents: 800 },
};

/** "09h às 21h" */
export function formatSupportHours(hours: Settings['supportHours']): string {
  const h = (n: number) => `${String(n).padStart(2, '0')}h`;
  return `${h(hours.opensAt)} às ${h(hours.closesAt)}`;
}

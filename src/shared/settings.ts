// Platform settings: the one source of every fee, price and delay the product shows.
// Kept free of zod so every web page can read them without shipping the validator; the schema
// the server validates with lives in settings-schema.ts.

export interface Settings {
  /** Gift-list fee in basis points (389 = 3,89%). */
  giftFeeBasisPoints: number;
  /** Business days between payment confirmation and the money being available. */
  releaseBusinessDays: number;
  /** Longest time a PIX withdrawal takes to reach the couple. */
  payoutMaxHours: number;
  withdrawalFeeCents: number;
  /**
   * Card-funded money above this, confirmed within `cardReviewDays`, holds a wedding's withdrawals
   * for an admin's review while the wedding has never had a withdrawal paid.
   */
  cardReviewThresholdCents: number;
  cardReviewDays: number;
  maxInstallments: number;
  /** The smallest free amount a guest may give (gravata, "Doação Livre"): below it a charge is card testing. */
  minFreeAmountCents: number;
  customDomainPriceCents: number;
  siteDownloadPriceCents: number;
  storeCashbackBasisPoints: number;
  supportHours: { opensAt: number; closesAt: number };
  /** Where couples and guests write to the platform (footer, "Quem somos"). */
  contactEmail: string;
  /** What competitors charge, for the comparison tables on the marketing pages. */
  competitor: { giftFeeBasisPoints: number; sitePriceCents: number; withdrawalFeeCents: number };
}
export type SettingKey = keyof Settings;

/** What an admin may set as the smallest free amount: R$ 5,00 to R$ 1.000,00. */
export const MIN_FREE_AMOUNT_RANGE = { min: 500, max: 100_000 } as const;

export const defaultSettings: Settings = {
  giftFeeBasisPoints: 389,
  releaseBusinessDays: 3,
  payoutMaxHours: 2,
  withdrawalFeeCents: 0,
  cardReviewThresholdCents: 500_000,
  cardReviewDays: 7,
  maxInstallments: 6,
  minFreeAmountCents: 1000,
  customDomainPriceCents: 5990,
  siteDownloadPriceCents: 3990,
  storeCashbackBasisPoints: 400,
  supportHours: { opensAt: 9, closesAt: 21 },
  contactEmail: 'contato@nossosim.com.br',
  competitor: { giftFeeBasisPoints: 799, sitePriceCents: 16790, withdrawalFeeCents: 800 },
};

/** What the public pages read: the settings plus live facts, such as the themes couples can pick. */
export interface PublicSettings extends Settings {
  /** Published themes (themes studio): the marketing pages' count of site templates. */
  publishedThemes: number;
}

export const defaultPublicSettings: PublicSettings = { ...defaultSettings, publishedThemes: 9 };

/** "09h às 21h" */
export function formatSupportHours(hours: Settings['supportHours']): string {
  const h = (n: number) => `${String(n).padStart(2, '0')}h`;
  return `${h(hours.opensAt)} às ${h(hours.closesAt)}`;
}

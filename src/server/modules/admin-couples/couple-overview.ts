// "Visão Geral" of a couple's page (SPEC 2.7): the couple's data, their site, the ledger's
// balances (the same sums "Minha Carteira" shows) and how far onboarding went.
import { and, eq } from 'drizzle-orm';
import type { CoupleOverview } from '../../../shared/admin-couple-detail.ts';
import { ONBOARDING_STEPS } from '../../../shared/onboarding.ts';
import type { Db } from '../../db/client.ts';
import { couples, themes, users, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { walletSummary } from '../wallet/wallet-queries.ts';

export interface CoupleRecord {
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'status' | 'emailVerifiedAt' | 'registrationIp'>;
  couple: typeof couples.$inferSelect;
  wedding: typeof weddings.$inferSelect | null;
}

/** The couple account behind an id, with its active wedding (or 404: unknown, or not a couple). */
export async function findCouple(db: Db, id: string): Promise<CoupleRecord> {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        email: users.email,
        status: users.status,
        emailVerifiedAt: users.emailVerifiedAt,
        registrationIp: users.registrationIp,
      },
      couple: couples,
    })
    .from(couples)
    .innerJoin(users, eq(users.id, couples.userId))
    .where(and(eq(couples.userId, id), eq(users.role, 'couple')));
  if (!row) throw new AppError('NOT_FOUND');
  const [wedding] = row.couple.activeWeddingId
    ? await db.select().from(weddings).where(eq(weddings.id, row.couple.activeWeddingId))
    : await db.select().from(weddings).where(eq(weddings.coupleId, id)).limit(1);
  return { ...row, wedding: wedding ?? null };
}

export async function coupleOverview(db: Db, id: string): Promise<CoupleOverview> {
  const { user, couple, wedding } = await findCouple(db, id);
  const [theme] = wedding?.themeId
    ? await db.select({ name: themes.name }).from(themes).where(eq(themes.id, wedding.themeId))
    : [];
  const money = wedding
    ? await walletSummary(db, wedding.id, 0)
    : { totalReceivedCents: 0, pendingCents: 0, availableCents: 0 };
  return {
    id: user.id,
    name1: couple.name1,
    gender1: couple.gender1,
    name2: couple.name2,
    gender2: couple.gender2,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    phone: couple.phone,
    weddingDate: couple.weddingDate,
    createdAt: couple.createdAt.toISOString(),
    registrationIp: user.registrationIp,
    status: user.status === 'active' ? 'ativo' : 'inativo',
    site: wedding && {
      weddingId: wedding.id,
      slug: wedding.slug,
      published: wedding.sitePublished,
      hiddenFromSearch: wedding.hiddenFromSearch,
      themeName: theme?.name ?? null,
      giftListPublished: wedding.giftListPublished,
    },
    finance: {
      totalReceivedCents: money.totalReceivedCents,
      pendingCents: money.pendingCents,
      availableCents: money.availableCents,
    },
    onboarding: {
      signUpStep: couple.onboardingStep,
      progress: couple.onboardingProgress,
      steps: ONBOARDING_STEPS,
      completedAt: couple.onboardingCompletedAt?.toISOString() ?? null,
    },
  };
}

// Builders for accounts, couples and weddings, shared by the seed and the tests.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { coupleSearchNames } from '../../../shared/text.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import type { Db } from '../client.ts';
import { couples, payoutHolders, payoutKeys, users, weddings } from '../schema.ts';

export interface NewUser {
  email: string;
  password?: string;
  role?: 'couple' | 'admin';
  status?: 'active' | 'inactive';
  emailVerified?: boolean;
}

export async function createUser(db: Db, input: NewUser) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      role: input.role ?? 'couple',
      status: input.status ?? 'active',
      emailVerifiedAt: input.emailVerified === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export interface NewCouple extends Omit<NewUser, 'role'> {
  name1: string;
  name2: string;
  gender1?: 'noiva' | 'noivo';
  gender2?: 'noiva' | 'noivo';
  weddingDate?: string;
  phone?: string;
  slug?: string;
  sitePublished?: boolean;
  hiddenFromSearch?: boolean;
  /** "Aparecer em buscadores (Google)" (ADR 024). */
  searchIndexing?: boolean;
  giftListPublished?: boolean;
  /** Onboarding step 5's answer (travel, home, wedding, fun, custom, padrao). */
  giftListType?: string;
  feePayer?: 'couple' | 'guests';
  themeId?: string;
  onboardingStep?: number;
  onboardingCompleted?: boolean;
}

/** A couple account with its active wedding, as sign-up and onboarding would leave it. */
export async function createCoupleWithWedding(db: Db, input: NewCouple) {
  const user = await createUser(db, { ...input, role: 'couple' });
  await db.insert(couples).values({
    userId: user.id,
    name1: input.name1,
    name2: input.name2,
    gender1: input.gender1 ?? 'noiva',
    gender2: input.gender2 ?? 'noivo',
    weddingDate: input.weddingDate ?? null,
    phone: input.phone ?? null,
    onboardingStep: input.onboardingStep ?? 3,
    onboardingProgress: input.onboardingCompleted ? 8 : 0,
    onboardingCompletedAt: input.onboardingCompleted ? new Date() : null,
    searchNames: coupleSearchNames(input.name1, input.name2),
  });
  const [wedding] = await db
    .insert(weddings)
    .values({
      coupleId: user.id,
      slug: input.slug ?? `casal-${randomUUID().slice(0, 8)}`,
      sitePublished: input.sitePublished ?? false,
      hiddenFromSearch: input.hiddenFromSearch ?? false,
      searchIndexing: input.searchIndexing ?? false,
      giftListPublished: input.giftListPublished ?? false,
      giftListType: input.giftListType ?? null,
      feePayer: input.feePayer ?? 'couple',
      themeId: input.themeId ?? null,
    })
    .returning();
  if (!wedding) throw new Error('wedding not created');
  await db.update(couples).set({ activeWeddingId: wedding.id }).where(eq(couples.userId, user.id));
  return { user, wedding };
}

export interface NewPayoutKey {
  /** Digits. */
  holderCpf: string;
  type: 'cpf' | 'email' | 'telefone' | 'aleatoria';
  /** Canonical form (see `normalisePixKey`). */
  key: string;
  /** Default: a day ago, so the key is already active. */
  activeFrom?: Date;
  /** The holder's name and bank as the provider's look-up told them (none by default). */
  holderName?: string;
  bankName?: string;
}

/**
 * The wedding's payout holder and an already active PIX key, as a couple has after the hold;
 * nothing when the wedding has a holder already.
 */
export async function createActivePayoutKey(db: Db, weddingId: string, input: NewPayoutKey) {
  const [holder] = await db
    .insert(payoutHolders)
    .values({ weddingId, cpf: input.holderCpf })
    .onConflictDoNothing()
    .returning();
  if (!holder) return;
  await db.insert(payoutKeys).values({
    weddingId,
    keyType: input.type,
    key: input.key,
    holderCpf: input.holderCpf,
    holderName: input.holderName ?? null,
    bankName: input.bankName ?? null,
    activeFrom: input.activeFrom ?? new Date(Date.now() - 86_400_000),
  });
}

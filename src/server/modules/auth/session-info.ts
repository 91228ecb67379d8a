// What GET /api/auth/session tells the web app about the signed-in account.
import { eq } from 'drizzle-orm';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import type { Db } from '../../db/client.ts';
import { couples } from '../../db/schema.ts';
import { membershipOf } from '../shared-access/members-service.ts';
import type { CurrentSession } from './sessions.ts';

export async function sessionInfo(db: Db, session: CurrentSession): Promise<SessionInfo> {
  const own = await coupleInfo(db, session.user.id);
  const { id, email, role, emailVerified } = session.user;
  const user = { id, email, role, emailVerified };
  // The owner's answer has no `weddingRole` (absent means the owner).
  if (own || role !== 'couple') return { user, couple: own };
  // Shared access (issue 21): an account let into a wedding sees that wedding's couple.
  const member = await membershipOf(db, id);
  if (!member) return { user, couple: null };
  const couple = await coupleInfo(db, member.coupleId);
  return {
    user,
    // The sign-up and onboarding are the owner's to finish (they refuse a member): a member has
    // nothing of them left to do and lands on the panel. The owner's phone stays the owner's.
    couple: couple && {
      ...couple,
      activeWeddingId: member.weddingId,
      onboardingCompleted: true,
      phone: null,
    },
    weddingRole: member.role,
  };
}

async function coupleInfo(db: Db, userId: string): Promise<SessionInfo['couple']> {
  const [couple] = await db
    .select({
      name1: couples.name1,
      name2: couples.name2,
      gender1: couples.gender1,
      gender2: couples.gender2,
      weddingDate: couples.weddingDate,
      phone: couples.phone,
      signUpStep: couples.onboardingStep,
      onboardingCompletedAt: couples.onboardingCompletedAt,
      activeWeddingId: couples.activeWeddingId,
    })
    .from(couples)
    .where(eq(couples.userId, userId));
  return couple
    ? {
        name1: couple.name1,
        name2: couple.name2,
        gender1: couple.gender1,
        gender2: couple.gender2,
        weddingDate: couple.weddingDate,
        phone: couple.phone,
        signUpStep: couple.signUpStep,
        onboardingCompleted: couple.onboardingCompletedAt !== null,
        activeWeddingId: couple.activeWeddingId,
      }
    : null;
}

/** Where a signed-in account belongs: admins to the admin area, couples to onboarding or dashboard. */
export async function homeFor(
  db: Db,
  user: { id: string; role: 'couple' | 'admin' },
): Promise<{ host: 'painel' | 'admin'; path: string }> {
  if (user.role === 'admin') return { host: 'admin', path: '/admin' };
  const [couple] = await db
    .select({ done: couples.onboardingCompletedAt })
    .from(couples)
    .where(eq(couples.userId, user.id));
  if (!couple && (await membershipOf(db, user.id))) return { host: 'painel', path: '/dashboard' };
  return { host: 'painel', path: couple?.done ? '/dashboard' : '/onboarding' };
}

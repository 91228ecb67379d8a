// What GET /api/auth/session tells the web app about the signed-in account.
import { eq } from 'drizzle-orm';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import type { Db } from '../../db/client.ts';
import { couples } from '../../db/schema.ts';
import type { CurrentSession } from './sessions.ts';

export async function sessionInfo(db: Db, session: CurrentSession): Promise<SessionInfo> {
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
    .where(eq(couples.userId, session.user.id));
  const { id, email, role, emailVerified } = session.user;
  return {
    user: { id, email, role, emailVerified },
    couple: couple
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
      : null,
  };
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
  return { host: 'painel', path: couple?.done ? '/dashboard' : '/onboarding' };
}

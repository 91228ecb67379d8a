// A signed-in couple for component tests (wedding `w1`, date in 2099, sign-up done), with what a
// test needs differently (names, onboarding finished or not).
import type { SessionInfo } from '../../shared/auth/schemas.ts';

type Couple = NonNullable<SessionInfo['couple']>;

export function coupleSession(couple: Partial<Couple> = {}): SessionInfo {
  return {
    user: { id: 'u1', email: 'casal@example.com', role: 'couple', emailVerified: true },
    couple: {
      name1: 'Ana',
      name2: 'Leo',
      gender1: 'noiva',
      gender2: 'noivo',
      weddingDate: '2099-05-20',
      phone: '',
      signUpStep: 3,
      onboardingCompleted: true,
      activeWeddingId: 'w1',
      ...couple,
    },
  };
}

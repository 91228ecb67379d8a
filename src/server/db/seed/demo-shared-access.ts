// Shared access (issue 21, section 6) in the demo: the demo couple's wedding has a partner and a
// cerimonialista who can sign in, and one invitation still pending, so "Acesso compartilhado" shows
// every state. Safe on every start: an address already there is left as it is.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/shared-access.ts';
import { hashSecret } from '../../modules/auth/secrets.ts';
import type { Db } from '../client.ts';
import { users, weddingMembers, weddings } from '../schema.ts';
import { createUser } from './factories.ts';

export const demoMemberLogins = {
  partner: { label: 'Parceiro:', email: 'joao@exemplo.com.br', password: 'Parceiro#Demo2027', name: 'João' },
  planner: {
    label: 'Cerimonial:',
    email: 'cerimonial@exemplo.com.br',
    password: 'Cerimonial#Demo2027',
    name: 'Renata Alves',
  },
} as const;

const PENDING_EMAIL = 'madrinha.organizadora@exemplo.com.br';
const DAY_MS = 86_400_000;

/** An account let into a wedding with this role, its invitation already accepted. */
export async function addWeddingMember(
  db: Db,
  input: { weddingId: string; email: string; password: string; role: MemberRole },
) {
  const user = await createUser(db, { email: input.email, password: input.password });
  const [member] = await db
    .insert(weddingMembers)
    .values({
      weddingId: input.weddingId,
      email: input.email.toLowerCase(),
      role: input.role,
      userId: user.id,
      acceptedAt: new Date(),
    })
    .returning();
  if (!member) throw new Error('member not created');
  return { user, member };
}

export async function seedDemoSharedAccess(db: Db, weddingId: string) {
  const [wedding] = await db
    .select({ coupleId: weddings.coupleId })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  if (!wedding) return;
  for (const role of ['partner', 'planner'] as const) {
    const login = demoMemberLogins[role];
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, login.email));
    if (taken) continue;
    const { user } = await addWeddingMember(db, { weddingId, ...login, role });
    // The name each gives in their own "Minha conta".
    await db.update(users).set({ name: login.name }).where(eq(users.id, user.id));
  }
  const [pending] = await db
    .select({ id: weddingMembers.id })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.email, PENDING_EMAIL)));
  if (!pending) {
    // Its link was never e-mailed: "Reenviar convite" sends a working one.
    await db.insert(weddingMembers).values({
      weddingId,
      email: PENDING_EMAIL,
      role: 'planner',
      tokenHash: hashSecret(randomUUID()),
      tokenExpiresAt: new Date(Date.now() + 5 * DAY_MS),
      invitedBy: wedding.coupleId,
    });
  }
}

// Shared access (issue 21, section 6): the couple invites its partner or a planner by e-mail; the
// link carries a single-use token (only its hash is stored) valid for MEMBER_INVITE_DAYS. Accepting
// creates the account with a new password, or, when the e-mail already has a members-only account
// (a planner of another wedding), asks for that account's password. E-mails that belong to a couple
// with its own wedding, or to an administrator, are refused at invitation time: one account, one
// couple's panel. Removing someone ends every session of their account at once.
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MEMBER_INVITE_DAYS,
  type Member,
  type MemberInvite,
  type MemberRole,
} from '../../../shared/shared-access.ts';
import type { Db } from '../../db/client.ts';
import { couples, users, weddingMembers, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { findWeddingRow, weddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { queueMail } from '../mail/mail-job.ts';
import { memberInviteMail } from './member-mail.ts';

const DAY_MS = 86_400_000;

type Row = typeof weddingMembers.$inferSelect;

function statusOf(row: Row, now: number): Member['status'] {
  if (row.acceptedAt) return 'accepted';
  return row.tokenExpiresAt && row.tokenExpiresAt.getTime() > now ? 'pending' : 'expired';
}

function view(row: Row, now = Date.now()): Member {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: statusOf(row, now),
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

export async function listMembers(db: Db, weddingId: string): Promise<Member[]> {
  const rows = await db
    .select()
    .from(weddingMembers)
    .where(eq(weddingMembers.weddingId, weddingId))
    .orderBy(asc(weddingMembers.invitedAt), asc(weddingMembers.id));
  const now = Date.now();
  return rows.map((r) => view(r, now));
}

/** "Ana & Pedro": the wedding's couple as the invitation names them. */
async function coupleNamesOf(db: Db, weddingId: string): Promise<string> {
  const [row] = await db
    .select({ name1: couples.name1, name2: couples.name2 })
    .from(weddings)
    .innerJoin(couples, coupleOfWedding)
    .where(eq(weddings.id, weddingId));
  return [row?.name1, row?.name2].filter(Boolean).join(' & ') || 'os noivos';
}

/** A fresh token for a pending invitation; the previous link stops working. */
function newToken() {
  const token = newSecret(32);
  return {
    token,
    tokenHash: hashSecret(token),
    tokenExpiresAt: new Date(Date.now() + MEMBER_INVITE_DAYS * DAY_MS),
  };
}

async function sendInvite(
  app: FastifyInstance,
  weddingId: string,
  email: string,
  role: MemberRole,
  token: string,
) {
  const origin = `${app.config.protocol}://painel.${app.config.baseHost}`;
  const url = `${origin}/acesso-compartilhado?token=${token}`;
  await queueMail(
    app.jobs,
    memberInviteMail(email, await coupleNamesOf(app.db, weddingId), role, url),
    weddingId,
  );
}

export async function inviteMember(
  app: FastifyInstance,
  weddingId: string,
  invitedBy: string,
  input: { email: string; role: MemberRole },
): Promise<Member> {
  const email = input.email.toLowerCase();
  const [account] = await app.db
    .select({ role: users.role, couple: couples.userId })
    .from(users)
    .leftJoin(couples, eq(couples.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email));
  if (account && (account.role === 'admin' || account.couple)) throw new AppError('MEMBER_EMAIL_TAKEN');
  const existing = await app.db
    .select({ email: weddingMembers.email, role: weddingMembers.role })
    .from(weddingMembers)
    .where(eq(weddingMembers.weddingId, weddingId));
  if (existing.some((m) => m.email === email)) throw new AppError('MEMBER_EXISTS');
  if (input.role === 'partner' && existing.some((m) => m.role === 'partner'))
    throw new AppError('PARTNER_EXISTS');
  const { token, ...secret } = newToken();
  const [row] = await app.db
    .insert(weddingMembers)
    .values({ weddingId, email, role: input.role, invitedBy, ...secret })
    .onConflictDoNothing()
    .returning();
  // A concurrent invitation of the same address or a second partner lost the race.
  if (!row) throw new AppError(input.role === 'partner' ? 'PARTNER_EXISTS' : 'MEMBER_EXISTS');
  await sendInvite(app, weddingId, email, input.role, token);
  return view(row);
}

function memberOf(db: Db, weddingId: string, memberId: string): Promise<Row> {
  return findWeddingRow(db, weddingMembers, weddingId, memberId, 'MEMBER_NOT_FOUND');
}

/** A new link for a pending (or expired) invitation, with a new validity. */
export async function resendInvite(
  app: FastifyInstance,
  weddingId: string,
  memberId: string,
): Promise<Member> {
  const row = await memberOf(app.db, weddingId, memberId);
  if (row.acceptedAt) throw new AppError('MEMBER_NOT_FOUND');
  const { token, ...secret } = newToken();
  const [updated] = await app.db
    .update(weddingMembers)
    .set({ ...secret, invitedAt: new Date() })
    .where(and(eq(weddingMembers.id, row.id), isNull(weddingMembers.acceptedAt)))
    .returning();
  if (!updated) throw new AppError('MEMBER_NOT_FOUND');
  await sendInvite(app, weddingId, row.email, row.role, token);
  return view(updated);
}

/**
 * Cancels a pending invitation or removes a member: their link dies with the row, and an account
 * that had entered loses every session at once (its live streams close too).
 */
export async function removeMember(db: Db, weddingId: string, memberId: string): Promise<void> {
  const [removed] = await db
    .delete(weddingMembers)
    .where(weddingRow(weddingMembers, weddingId, memberId))
    .returning({ userId: weddingMembers.userId });
  if (!removed) throw new AppError('MEMBER_NOT_FOUND');
  if (removed.userId) await endAllSessions(db, removed.userId);
}

/** The pending invitation behind a link, while it is unused and unexpired. */
async function liveInvite(db: Db, token: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(weddingMembers)
    .where(
      and(
        eq(weddingMembers.tokenHash, hashSecret(token)),
        isNull(weddingMembers.acceptedAt),
        isNotNull(weddingMembers.tokenExpiresAt),
        gt(weddingMembers.tokenExpiresAt, new Date()),
      ),
    );
  if (!row) throw new AppError('MEMBER_INVITE_INVALID');
  return row;
}

async function accountOf(db: Db, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
      couple: couples.userId,
    })
    .from(users)
    .leftJoin(couples, eq(couples.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email));
  return account;
}

export async function describeInvite(db: Db, token: string): Promise<MemberInvite> {
  const row = await liveInvite(db, token);
  const account = await accountOf(db, row.email);
  return {
    email: row.email,
    role: row.role,
    coupleNames: await coupleNamesOf(db, row.weddingId),
    hasAccount: Boolean(account),
  };
}

/**
 * Accepts the invitation: a new account with this password, or the existing members-only account
 * whose password this is. The token is spent in the same statement that records the acceptance, so
 * a second use finds nothing. Returns the account to sign in.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  password: string,
  checkNewPassword: (password: string) => void,
): Promise<{ userId: string; weddingId: string }> {
  const row = await liveInvite(db, token);
  const account = await accountOf(db, row.email);
  let userId: string;
  if (account) {
    if (account.role === 'admin' || account.couple) throw new AppError('MEMBER_EMAIL_TAKEN');
    if (account.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
    if (!account.passwordHash || !(await verifyPassword(account.passwordHash, password))) {
      throw new AppError('WRONG_PASSWORD');
    }
    userId = account.id;
  } else {
    checkNewPassword(password);
    const [created] = await db
      .insert(users)
      .values({
        email: row.email,
        passwordHash: await hashPassword(password),
        role: 'couple',
        // The link reached this inbox: the address is proven.
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) throw new AppError('MEMBER_INVITE_INVALID');
    userId = created.id;
  }
  const [accepted] = await db
    .update(weddingMembers)
    .set({ userId, acceptedAt: new Date(), tokenHash: null, tokenExpiresAt: null })
    .where(and(eq(weddingMembers.id, row.id), eq(weddingMembers.tokenHash, hashSecret(token))))
    .returning({ weddingId: weddingMembers.weddingId });
  if (!accepted) throw new AppError('MEMBER_INVITE_INVALID');
  return { userId, weddingId: accepted.weddingId };
}

/** The wedding an account without a couple of its own was let into last, and its role there. */
export async function membershipOf(db: Db, userId: string) {
  const [row] = await db
    .select({ weddingId: weddingMembers.weddingId, role: weddingMembers.role, coupleId: weddings.coupleId })
    .from(weddingMembers)
    .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
    .where(and(eq(weddingMembers.userId, userId), isNotNull(weddingMembers.acceptedAt)))
    .orderBy(sql`${weddingMembers.acceptedAt} desc`)
    .limit(1);
  return row;
}

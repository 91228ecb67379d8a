// What an administrator changes about a couple (DESIGN.md decisions (7) and (8)), each change
// audited with the values before and after in the same transaction:
// - edit names, e-mail, phone, wedding date and status;
// - deactivate: the guest site answers 404 and login is refused (both read `users.status`) and
//   every open session ends; reactivate undoes it;
// - add a couple: account, couple and wedding, and an e-mail with a link to set the password.
import { eq } from 'drizzle-orm';
import {
  adminCoupleMessages,
  type CoupleCreate,
  type CoupleEdit,
  type CoupleStatus,
} from '../../../shared/admin-couples.ts';
import { coupleSearchNames } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { couples, sessions, users, weddings } from '../../db/schema.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { newSecret } from '../auth/secrets.ts';
import { firstFreeSlug } from '../auth/slug-service.ts';
import { issueToken } from '../auth/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findCouple } from './couple-overview.ts';
import { coupleInviteMail } from './invite-mail.ts';

/** How long the "create your password" link of a couple an admin added stays valid. */
export const INVITE_LINK_DAYS = 7;

function isEmailTaken(err: unknown): boolean {
  return isUniqueViolation(err) && (violatedConstraint(err) ?? 'users_email').startsWith('users_email');
}

const toUserStatus = (s: CoupleStatus) => (s === 'ativo' ? 'active' : 'inactive');

/** The fields the back office edits, as the audit log records them. */
function snapshot(record: Awaited<ReturnType<typeof findCouple>>) {
  return {
    name1: record.couple.name1,
    name2: record.couple.name2,
    email: record.user.email,
    phone: record.couple.phone,
    weddingDate: record.couple.weddingDate,
    status: record.user.status === 'active' ? 'ativo' : 'inativo',
  };
}

export async function editCouple(db: Db, actor: AuditActor, id: string, data: CoupleEdit) {
  const before = snapshot(await findCouple(db, id));
  const after = { ...data, phone: data.phone || null };
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: data.email, status: toUserStatus(data.status) })
        .where(eq(users.id, id));
      await tx
        .update(couples)
        .set({
          name1: data.name1,
          name2: data.name2,
          phone: after.phone,
          weddingDate: data.weddingDate,
          searchNames: coupleSearchNames(data.name1, data.name2),
        })
        .where(eq(couples.userId, id));
      if (data.status === 'inativo') await tx.delete(sessions).where(eq(sessions.userId, id));
      await recordAudit(tx, actor, {
        action: 'couple.update',
        targetType: 'couple',
        targetId: id,
        before,
        after,
      });
    });
  } catch (err) {
    if (isEmailTaken(err)) throw new AppError('EMAIL_IN_USE', adminCoupleMessages.emailInUse);
    throw err;
  }
}

/** Deactivate or reactivate; the same status again changes nothing and writes nothing. */
export async function setCoupleStatus(db: Db, actor: AuditActor, id: string, status: CoupleStatus) {
  const record = await findCouple(db, id);
  const current = record.user.status === 'active' ? 'ativo' : 'inativo';
  if (current === status) return;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: toUserStatus(status) })
      .where(eq(users.id, id));
    if (status === 'inativo') await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, actor, {
      action: status === 'inativo' ? 'couple.deactivate' : 'couple.reactivate',
      targetType: 'couple',
      targetId: id,
      before: { status: current },
      after: { status },
    });
  });
}

export async function createCouple(
  db: Db,
  mailer: Mailer,
  actor: AuditActor,
  data: CoupleCreate,
  publicOrigin: string,
): Promise<{ id: string; weddingId: string; slug: string }> {
  // A password nobody knows: the account is complete (never swept as an abandoned sign-up) and
  // the couple chooses their own through the e-mailed link.
  const passwordHash = await hashPassword(newSecret(32));
  const slug = await firstFreeSlug(db, data.name1, data.name2, data.weddingDate);
  let created: { id: string; weddingId: string };
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: data.email, role: 'couple', passwordHash })
        .returning({ id: users.id });
      if (!user) throw new AppError('INTERNAL');
      await tx.insert(couples).values({
        userId: user.id,
        name1: data.name1,
        gender1: data.gender1,
        name2: data.name2,
        gender2: data.gender2,
        weddingDate: data.weddingDate,
        phone: data.phone || null,
        onboardingStep: 3,
        searchNames: coupleSearchNames(data.name1, data.name2),
      });
      const [wedding] = await tx
        .insert(weddings)
        .values({ coupleId: user.id, slug })
        .returning({ id: weddings.id });
      if (!wedding) throw new AppError('INTERNAL');
      await tx.update(couples).set({ activeWeddingId: wedding.id }).where(eq(couples.userId, user.id));
      await recordAudit(tx, actor, {
        action: 'couple.create',
        targetType: 'couple',
        targetId: user.id,
        after: { ...data, phone: data.phone || null, slug },
      });
      return { id: user.id, weddingId: wedding.id };
    });
  } catch (err) {
    if (isEmailTaken(err)) throw new AppError('EMAIL_IN_USE', adminCoupleMessages.emailInUse);
    throw err;
  }
  const token = await issueToken(
    db,
    'password_reset',
    created.id,
    { invite: true },
    INVITE_LINK_DAYS * 86_400_000,
  );
  await mailer.send(
    coupleInviteMail(data.email, data.name1, `${publicOrigin}/redefinir-senha/nova?token=${token}`),
  );
  return { ...created, slug };
}

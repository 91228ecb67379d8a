// The couple's payout key (issue 18): the holder's CPF registered once; a key the provider's look-up
// says belongs to that CPF; a new key held PAYOUT_KEY_HOLD_HOURS before its first payout while the
// old one stays in use, with an e-mailed one-time link to cancel it.
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { formatHoldEnd, maskHolderCpf, type PayoutKeyView } from '../../../shared/payments/payout-key.ts';
import { type PixKeyType, pixKeyTypeLabels } from '../../../shared/payments/pix.ts';
import type { Db, Tx } from '../../db/client.ts';
import { couples, payoutHolders, payoutKeys, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { AppError } from '../../http/errors.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import { payoutKeyHeldMail } from '../mail/step-up-mails.ts';
import type { PaymentProvider } from '../payment-providers/payment-provider.ts';

type KeyRow = typeof payoutKeys.$inferSelect;

/** The key in use at `now` (newest live one whose hold is over) and the one on hold, if any. */
async function liveKeys(db: Tx, weddingId: string, now: Date) {
  const live = and(eq(payoutKeys.weddingId, weddingId), isNull(payoutKeys.cancelledAt));
  const [[active], [pending]] = await Promise.all([
    db
      .select()
      .from(payoutKeys)
      .where(and(live, lte(payoutKeys.activeFrom, now)))
      .orderBy(desc(payoutKeys.activeFrom))
      .limit(1),
    db
      .select()
      .from(payoutKeys)
      .where(and(live, gt(payoutKeys.activeFrom, now)))
      .orderBy(desc(payoutKeys.activeFrom))
      .limit(1),
  ]);
  return { active, pending };
}

export async function payoutKeyView(db: Db, weddingId: string, now = new Date()): Promise<PayoutKeyView> {
  const [[holder], { active, pending }] = await Promise.all([
    db.select({ cpf: payoutHolders.cpf }).from(payoutHolders).where(eq(payoutHolders.weddingId, weddingId)),
    liveKeys(db, weddingId, now),
  ]);
  return {
    holderCpf: holder ? maskHolderCpf(holder.cpf) : null,
    active: active
      ? { type: active.keyType, key: active.key, holderName: active.holderName, bankName: active.bankName }
      : null,
    pending: pending
      ? {
          id: pending.id,
          type: pending.keyType,
          key: pending.key,
          activeFrom: pending.activeFrom.toISOString(),
        }
      : null,
  };
}

/**
 * Where a withdrawal requested at `now` goes: the active key. During a hold the old key is used;
 * with none, the withdrawal is refused (on hold, or no key at all).
 */
export async function payoutDestination(tx: Tx, weddingId: string, now: Date): Promise<KeyRow> {
  const { active, pending } = await liveKeys(tx, weddingId, now);
  if (active) return active;
  throw new AppError(pending ? 'PAYOUT_KEY_ON_HOLD' : 'PAYOUT_KEY_MISSING');
}

export interface NewPayoutKey {
  weddingId: string;
  userId: string;
  /** Where the hold e-mail goes. */
  email: string;
  holderCpf?: string;
  pixKey: { type: PixKeyType; key: string };
  holdHours: number;
  painelOrigin: string;
  now?: Date;
}

/** The holder's CPF: registered now if it is the first time, never replaced here. */
async function holderOf(db: Db, input: NewPayoutKey): Promise<string> {
  const [holder] = await db
    .select({ cpf: payoutHolders.cpf })
    .from(payoutHolders)
    .where(eq(payoutHolders.weddingId, input.weddingId));
  if (holder) {
    if (input.holderCpf && input.holderCpf !== holder.cpf) throw new AppError('PAYOUT_HOLDER_FIXED');
    return holder.cpf;
  }
  if (!input.holderCpf) throw new AppError('PAYOUT_HOLDER_REQUIRED');
  return input.holderCpf;
}

/**
 * The couple's name as registered at sign-up (the sandbox names the key's holder with it): the
 * wedding's couple, also when its partner (shared access) registers the key.
 */
async function registeredName(db: Db, weddingId: string): Promise<string> {
  const [couple] = await db
    .select({ name: couples.name1 })
    .from(weddings)
    .innerJoin(couples, coupleOfWedding)
    .where(eq(weddings.id, weddingId));
  return couple?.name ?? '';
}

/**
 * The provider's look-up must say the key exists and belongs to the holder; it gives back the
 * holder's name and bank when the provider tells them.
 */
async function checkOwner(
  db: Db,
  provider: PaymentProvider,
  input: NewPayoutKey,
  holderCpf: string,
): Promise<{ holderName: string | null; bankName: string | null }> {
  const owner = await provider.lookupPixKey({
    keyType: input.pixKey.type,
    key: input.pixKey.key,
    holderCpf,
    registeredName: await registeredName(db, input.weddingId),
  });
  if (owner.status === 'not_found') throw new AppError('PAYOUT_KEY_NOT_FOUND');
  if (owner.status === 'unsupported') throw new AppError('PAYOUT_KEY_CPF_ONLY');
  if (owner.cpf !== holderCpf) throw new AppError('PAYOUT_KEY_OTHER_HOLDER');
  return { holderName: owner.holderName || null, bankName: owner.bankName || null };
}

/**
 * Registers a payout key after the look-up: it replaces any key still on hold and is held itself
 * (the active key, if any, keeps receiving meanwhile). The same key as the active one is no change.
 */
export async function registerPayoutKey(
  db: Db,
  provider: PaymentProvider,
  mailer: Mailer,
  input: NewPayoutKey,
): Promise<void> {
  const now = input.now ?? new Date();
  const holderCpf = await holderOf(db, input);
  const owner = await checkOwner(db, provider, input, holderCpf);
  const token = newSecret(32);
  const activeFrom = new Date(now.getTime() + input.holdHours * 3_600_000);
  const held = await db.transaction(async (tx) => {
    await tx
      .insert(payoutHolders)
      .values({ weddingId: input.weddingId, cpf: holderCpf, registeredBy: input.userId })
      .onConflictDoNothing();
    const { active } = await liveKeys(tx, input.weddingId, now);
    await tx
      .update(payoutKeys)
      .set({ cancelledAt: now, cancelTokenHash: null })
      .where(
        and(
          eq(payoutKeys.weddingId, input.weddingId),
          isNull(payoutKeys.cancelledAt),
          gt(payoutKeys.activeFrom, now),
        ),
      );
    if (active?.keyType === input.pixKey.type && active.key === input.pixKey.key) {
      await tx.update(payoutKeys).set(owner).where(eq(payoutKeys.id, active.id));
      return false;
    }
    await tx.insert(payoutKeys).values({
      weddingId: input.weddingId,
      keyType: input.pixKey.type,
      key: input.pixKey.key,
      holderCpf,
      ...owner,
      activeFrom,
      cancelTokenHash: hashSecret(token),
      createdBy: input.userId,
    });
    return true;
  });
  if (!held) return;
  await mailer.send(
    payoutKeyHeldMail(input.email, {
      keyLabel: `${pixKeyTypeLabels[input.pixKey.type]} ${input.pixKey.key}`,
      activeFrom: formatHoldEnd(activeFrom),
      cancelUrl: `${input.painelOrigin}/chave-pix/cancelar?token=${token}`,
    }),
  );
}

/** "Cancelar" in "Minha Carteira": the key on hold is dropped. */
export async function cancelPendingKey(db: Db, weddingId: string, now = new Date()): Promise<void> {
  const cancelled = await db
    .update(payoutKeys)
    .set({ cancelledAt: now, cancelTokenHash: null })
    .where(
      and(
        eq(payoutKeys.weddingId, weddingId),
        isNull(payoutKeys.cancelledAt),
        gt(payoutKeys.activeFrom, now),
      ),
    )
    .returning({ id: payoutKeys.id });
  if (cancelled.length === 0) throw new AppError('PAYOUT_KEY_NOTHING_TO_CANCEL');
}

/**
 * The e-mailed link: cancels that key (on hold, or already active if the couple read it late, in
 * which case the previous key is used again). Works once.
 */
export async function cancelKeyByToken(db: Db, token: string, now = new Date()): Promise<void> {
  const cancelled = await db
    .update(payoutKeys)
    .set({ cancelledAt: now, cancelTokenHash: null })
    .where(and(eq(payoutKeys.cancelTokenHash, hashSecret(token)), isNull(payoutKeys.cancelledAt)))
    .returning({ id: payoutKeys.id });
  if (cancelled.length === 0) throw new AppError('PAYOUT_CANCEL_INVALID');
}

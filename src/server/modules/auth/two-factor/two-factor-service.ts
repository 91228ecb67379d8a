// Administrators' TOTP second factor (RFC 6238 via otpauth): set-up, confirmation with a first code
// that turns it on and hands out 10 one-time recovery codes, verification at sign-in (a code is
// accepted once: its time step is remembered), and the reset `npm run admin:create` performs.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../../db/client.ts';
import { adminTwoFactor } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { hashSecret } from '../secrets.ts';
import { openSecret, sealSecret } from './secret-box.ts';

const ISSUER = 'Nosso Sim';
const PERIOD = 30;
const RECOVERY_CODES = 10;

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD, digits: 6 });
}

/** `abcd-efgh-ijkl`: 60 bits, easy to type, hashed like every other secret. */
function newRecoveryCode(): string {
  const chars = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  const raw = Array.from(bytes, (b) => chars[b % chars.length]).join('');
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
}

function normaliseRecovery(code: string): string {
  return code.trim().toLowerCase().replace(/\s+/g, '');
}

export async function twoFactorState(db: Db, userId: string): Promise<'off' | 'pending' | 'on'> {
  const [row] = await db
    .select({ enabledAt: adminTwoFactor.enabledAt })
    .from(adminTwoFactor)
    .where(eq(adminTwoFactor.userId, userId));
  if (!row) return 'off';
  return row.enabledAt ? 'on' : 'pending';
}

/** A fresh secret awaiting its first code (replaces an unconfirmed one); refused when already on. */
export async function beginSetup(db: Db, key: string, user: { id: string; email: string }) {
  if ((await twoFactorState(db, user.id)) === 'on') throw new AppError('TWO_FACTOR_ALREADY_ON');
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealSecret(key, secret);
  await db
    .insert(adminTwoFactor)
    .values({ userId: user.id, secretCiphertext: sealed })
    .onConflictDoUpdate({
      target: adminTwoFactor.userId,
      set: { secretCiphertext: sealed, enabledAt: null, recoveryCodeHashes: [], lastUsedStep: null },
    });
  return { secret, otpauthUrl: totpFor(secret, user.email).toString() };
}

/** The time step a 6-digit code matches (one step of clock drift either way), or null. */
function matchingStep(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, '').validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD) + delta;
}

/** Turns the pending set-up on with its first code; returns the recovery codes, shown once. */
export async function confirmSetup(db: Db, key: string, userId: string, code: string): Promise<string[]> {
  const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
  if (!row || row.enabledAt) throw new AppError('TWO_FACTOR_INVALID');
  const secret = openSecret(key, row.secretCiphertext);
  const step = secret ? matchingStep(secret, code.trim()) : null;
  if (step === null) throw new AppError('TWO_FACTOR_INVALID');
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db
    .update(adminTwoFactor)
    .set({ enabledAt: new Date(), lastUsedStep: step, recoveryCodeHashes: codes.map(hashSecret) })
    .where(eq(adminTwoFactor.userId, userId));
  return codes;
}

/**
 * Checks a sign-in code: a 6-digit TOTP code not used before, or an unused recovery code (then
 * spent). Throws TWO_FACTOR_INVALID otherwise.
 */
export async function verifySecondFactor(db: Db, key: string, userId: string, code: string): Promise<void> {
  const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
  if (!row?.enabledAt) throw new AppError('TWO_FACTOR_INVALID');
  const secret = openSecret(key, row.secretCiphertext);
  const step = secret ? matchingStep(secret, code.trim()) : null;
  // Both spends are one conditional UPDATE, so two requests racing with one code cannot both pass.
  const spent =
    step !== null
      ? await db
          .update(adminTwoFactor)
          .set({ lastUsedStep: step })
          .where(
            and(
              eq(adminTwoFactor.userId, userId),
              or(isNull(adminTwoFactor.lastUsedStep), lt(adminTwoFactor.lastUsedStep, step)),
            ),
          )
          .returning({ userId: adminTwoFactor.userId })
      : await db
          .update(adminTwoFactor)
          .set({
            recoveryCodeHashes: sql`${adminTwoFactor.recoveryCodeHashes} - ${hashSecret(normaliseRecovery(code))}::text`,
          })
          .where(
            and(
              eq(adminTwoFactor.userId, userId),
              sql`${adminTwoFactor.recoveryCodeHashes} ? ${hashSecret(normaliseRecovery(code))}::text`,
            ),
          )
          .returning({ userId: adminTwoFactor.userId });
  if (spent.length === 0) throw new AppError('TWO_FACTOR_INVALID');
}

/** Forgets the second factor (lost phone and recovery codes): the next sign-in sets it up again. */
export async function resetTwoFactor(db: Db, userId: string): Promise<void> {
  await db.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
}

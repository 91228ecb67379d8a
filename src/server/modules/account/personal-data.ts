// Where a couple's personal data lives, in one place: account deletion erases what these lists name
// and the export (LGPD art. 18) reads them, so a new table with a couple's or guests' data is one
// line here (docs/decisions/015-slug-holds-rsvp-conflicts-lgpd.md).
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { maskCpf } from '../../../shared/payments/checkout.ts';
import type { Tx } from '../../db/client.ts';
import {
  auditLog,
  authTokens,
  couples,
  giftExternalLinks,
  giftListItems,
  giftLists,
  giftPayments,
  guestMessages,
  invitedHouseholds,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  media,
  onboardingAnswers,
  outboxEmails,
  payoutHolders,
  payoutKeys,
  rsvpConflicts,
  rsvps,
  sessions,
  siteSections,
  slugHolds,
  users,
  weddings,
  withdrawals,
} from '../../db/schema.ts';
import { walletEntries } from '../ledger/wallet-entries.ts';

type WeddingTable = PgTable & { weddingId: AnyPgColumn };

/**
 * A wedding's own rows (site, guests and their answers, gift lists, the payout key and its
 * holder's CPF): deleted with the account and exported whole.
 */
export const weddingDataTables = {
  onboardingAnswers,
  siteSections,
  media,
  invitedHouseholds,
  rsvps,
  rsvpConflicts,
  guestMessages,
  giftLists,
  giftListItems,
  giftExternalLinks,
  slugHolds,
  payoutHolders,
  payoutKeys,
} satisfies Record<string, WeddingTable>;

/** Columns never exported: secrets, and guests' own links to their payments. */
const notExported = new Set([
  'sitePasswordHash',
  'deviceHash',
  'publicToken',
  'idempotencyKey',
  'cancelTokenHash',
]);

function exportable<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !notExported.has(k))) as Partial<T>;
}

/** A guest's CPF as receipts print it (***.982.247-**); already masked values stay as they are. */
const maskedCpf = (column: AnyPgColumn) =>
  sql`regexp_replace(${column}, '^\\d{3}(\\d{3})(\\d{3})\\d{2}$', '***.\\1.\\2-**')`;

/** The couple's payout key on a kept withdrawal: its type and last characters, enough to recognise it. */
const maskedPixKey = sql`case when ${withdrawals.pixKeyType} = 'cpf' then ${maskedCpf(withdrawals.pixKey)}
  else '***' || right(${withdrawals.pixKey}, 4) end`;

/** Money records tax law keeps for 5 years: with any of them the account is anonymised, not deleted. */
export async function hasFinancialRecords(tx: Tx, weddingIds: string[]): Promise<boolean> {
  if (!weddingIds.length) return false;
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.weddingId, weddingIds))
    .union(
      tx
        .select({ id: giftPayments.id })
        .from(giftPayments)
        .where(inArray(giftPayments.weddingId, weddingIds)),
    )
    .union(
      tx.select({ id: withdrawals.id }).from(withdrawals).where(inArray(withdrawals.weddingId, weddingIds)),
    )
    .limit(1);
  return Boolean(row);
}

/** Money still owed either way: a wallet balance (or debt), a charge a guest may still pay, a payout on its way. */
export async function hasMoneyInFlight(tx: Tx, weddingIds: string[]): Promise<boolean> {
  if (!weddingIds.length) return false;
  const [balance] = await tx
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.code, 'couple_wallet'), inArray(ledgerAccounts.weddingId, weddingIds)));
  if (Number(balance?.cents ?? 0) !== 0) return true;
  const [open] = await tx
    .select({ id: giftPayments.id })
    .from(giftPayments)
    .where(and(inArray(giftPayments.weddingId, weddingIds), eq(giftPayments.status, 'pendente')))
    .union(
      tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(
          and(
            inArray(withdrawals.weddingId, weddingIds),
            inArray(withdrawals.status, ['solicitado', 'processando']),
          ),
        ),
    )
    .limit(1);
  return Boolean(open);
}

/**
 * Erases everything personal of the couple and its guests and answers the names of the uploaded
 * files, for the caller to remove once this transaction has committed: the
 * wedding's own rows, the site's texts and settings, the payout key, the e-mails stored for the
 * couple and its guests, the details of admin actions about the couple. Kept payments keep the
 * payer's name but lose the e-mail, the message and all but the middle of the CPF; kept withdrawals
 * show only the end of the payout key. The account row is then deleted or anonymised by the caller.
 */
export async function erasePersonalData(tx: Tx, userId: string, weddingIds: string[]): Promise<string[]> {
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const emails = new Set(account ? [account.email.toLowerCase()] : []);
  if (weddingIds.length) {
    const guests = await tx
      .selectDistinct({ email: rsvps.email })
      .from(rsvps)
      .where(and(inArray(rsvps.weddingId, weddingIds), isNotNull(rsvps.email)))
      .union(
        tx
          .selectDistinct({ email: giftPayments.contributorEmail })
          .from(giftPayments)
          .where(and(inArray(giftPayments.weddingId, weddingIds), isNotNull(giftPayments.contributorEmail))),
      );
    for (const g of guests) if (g.email) emails.add(g.email.toLowerCase());
  }
  if (emails.size) await tx.delete(outboxEmails).where(inArray(sql`lower(${outboxEmails.to})`, [...emails]));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  await tx
    .update(auditLog)
    .set({ details: { dadosExcluidos: true } })
    .where(
      or(
        and(eq(auditLog.targetType, 'couple'), eq(auditLog.targetId, userId)),
        weddingIds.length ? inArray(auditLog.targetId, weddingIds) : undefined,
      ),
    );
  if (!weddingIds.length) return [];
  const uploads = await tx
    .select({ fileName: media.fileName })
    .from(media)
    .where(inArray(media.weddingId, weddingIds));
  for (const table of Object.values(weddingDataTables) as WeddingTable[]) {
    await tx.delete(table).where(inArray(table.weddingId, weddingIds));
  }
  await tx
    .update(weddings)
    .set({
      slug: null,
      sitePublished: false,
      giftListPublished: false,
      hiddenFromSearch: true,
      siteSettings: {},
      sitePasswordHash: null,
    })
    .where(inArray(weddings.id, weddingIds));
  await tx
    .update(giftPayments)
    .set({
      contributorCpf: maskedCpf(giftPayments.contributorCpf),
      contributorEmail: null,
      message: null,
      thankYouMessage: null,
    })
    .where(inArray(giftPayments.weddingId, weddingIds));
  await tx
    .update(withdrawals)
    .set({ pixKey: maskedPixKey })
    .where(inArray(withdrawals.weddingId, weddingIds));
  await tx
    .update(couples)
    .set({
      name1: null,
      name2: null,
      gender1: null,
      gender2: null,
      phone: null,
      weddingDate: null,
      searchNames: '',
    })
    .where(eq(couples.userId, userId));
  return uploads.map((u) => u.fileName);
}

/** The wedding's own rows, its payments (guests' CPFs masked), withdrawals and wallet statement. */
export async function exportWeddingData(tx: Tx, weddingIds: string[]) {
  const tables = Object.entries(weddingDataTables) as [keyof typeof weddingDataTables, WeddingTable][];
  const own = await Promise.all(
    tables.map(async ([name, table]) => {
      const rows = weddingIds.length
        ? await tx.select().from(table).where(inArray(table.weddingId, weddingIds))
        : [];
      return [name, rows.map((r) => exportable(r as Record<string, unknown>))] as const;
    }),
  );
  if (!weddingIds.length) {
    return { ...Object.fromEntries(own), giftPayments: [], withdrawals: [], ledgerStatement: [] };
  }
  const [payments, payouts, statement] = await Promise.all([
    tx
      .select()
      .from(giftPayments)
      .where(inArray(giftPayments.weddingId, weddingIds))
      .orderBy(giftPayments.createdAt),
    tx
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.weddingId, weddingIds))
      .orderBy(withdrawals.createdAt),
    walletEntries(
      tx
        .select({
          weddingId: ledgerAccounts.weddingId,
          kind: ledgerTransactions.kind,
          amountCents: ledgerEntries.amountCents,
          createdAt: ledgerEntries.createdAt,
          availableAt: ledgerEntries.availableAt,
          giftPaymentId: ledgerTransactions.giftPaymentId,
          withdrawalId: ledgerTransactions.withdrawalId,
        })
        .from(ledgerEntries)
        .$dynamic(),
    )
      .where(inArray(ledgerAccounts.weddingId, weddingIds))
      .orderBy(ledgerEntries.createdAt, ledgerEntries.id),
  ]);
  return {
    ...Object.fromEntries(own),
    giftPayments: payments.map((p) => ({
      ...exportable(p),
      contributorCpf: p.contributorCpf ? maskCpf(p.contributorCpf) : null,
    })),
    withdrawals: payouts.map((w) => exportable(w)),
    ledgerStatement: statement,
  };
}

// Every field the server writes to the audit log reads in words in "Auditoria": a field without a
// pt-BR label would show as its raw key ("subcategoryId").
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupleCreateBody, coupleEditBody } from '../../../shared/admin-couples.ts';
import { auditHiddenFields } from '../../../shared/audit.ts';
import { auditFieldLabel } from '../../../shared/audit-fields.ts';
import { themePatchSchema } from '../../../shared/theme-studio.ts';
import { catalogProducts, giftCategories, giftSubcategories, readyLists } from '../../db/schema.ts';
import { adminSettingKeys } from '../settings/update-settings.ts';

/** Rows recorded whole (audited-write.ts): every column of their tables. */
const wholeRows = [giftCategories, giftSubcategories, catalogProducts, readyLists].flatMap((table) =>
  Object.keys(getTableColumns(table)),
);

/** The keys the services write by hand, by the file that writes them. */
const written = {
  'update-settings.ts': [...adminSettingKeys],
  'couple-admin-service.ts': [
    ...Object.keys(coupleEditBody.shape),
    ...Object.keys(coupleCreateBody.shape),
    'slug',
  ],
  'theme-service.ts': [...Object.keys(themePatchSchema.shape), 'version', 'sourceId'],
  'theme-section-service.ts': ['themeId', 'name', 'slug', 'visible', 'position', 'sections'],
  'ready-list-service.ts': ['productId'],
  'refund-payment.ts': ['status', 'grossCents', 'feeCents', 'providerState'],
  'withdrawals-admin.ts': ['status', 'failureReason', 'retryWithdrawalId', 'amountCents'],
  'wallet-holds-admin.ts': ['underReviewCents', 'releasedAt'],
};

describe('audit field labels', () => {
  const fields = [...new Set([...wholeRows, ...Object.values(written).flat()])].filter(
    (f) => !auditHiddenFields.includes(f),
  );

  it.each(fields)('"%s" has a label in words', (field) => {
    expect(auditFieldLabel(field)).not.toBe(field);
  });
});

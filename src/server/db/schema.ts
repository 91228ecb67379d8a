// Tables of the platform, one file per area under schema/. Names are English; DESIGN.md section 7
// maps them to the spec's names.
export * from './schema/accounts.ts';
export * from './schema/catalog.ts';
export * from './schema/extras.ts';
export * from './schema/gift-lists.ts';
export * from './schema/guest-list.ts';
export * from './schema/guest-site.ts';
export * from './schema/help.ts';
export * from './schema/invitation-sends.ts';
export * from './schema/money.ts';
export * from './schema/payout-keys.ts';
export * from './schema/platform.ts';
export * from './schema/sandbox.ts';
export * from './schema/stationery.ts';
export * from './schema/step-up.ts';
export * from './schema/themes.ts';
export * from './schema/wedding-members.ts';
export * from './schema/weddings.ts';
export * from './schema/whatsapp.ts';

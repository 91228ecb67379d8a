// Where a household's invitation stands (its code; sent, opened, answered): the columns the guest
// list and the send screens select, and inviteState reads.
import { invitedHouseholds as h } from '../../db/schema.ts';

export const invitationColumns = {
  inviteCode: h.inviteCode,
  sentAt: h.sentAt,
  sentVia: h.sentVia,
  firstOpenedAt: h.firstOpenedAt,
  lastOpenedAt: h.lastOpenedAt,
  answeredAt: h.answeredAt,
};

// "Mural de recados": guests post; the couple can require approval, hide or delete.
import { messageMessages } from '../../../shared/rsvp.ts';
import type { Db } from '../../db/client.ts';
import { guestMessages } from '../../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { announce } from '../live/wedding-news.ts';

export async function postGuestMessage(
  deps: {
    db: Db;
    jobs: Pick<JobQueue, 'sendSoon'>;
    siteChanged: (weddingId: string) => Promise<void>;
  },
  weddingId: string,
  input: { authorName: string; body: string; website?: string | null },
  requireApproval: boolean,
) {
  const { db } = deps;
  const status = requireApproval ? ('pending' as const) : ('published' as const);
  const message = requireApproval ? messageMessages.pending : messageMessages.published;
  // A filled honeypot is a bot: it is told the same as a person and nothing is stored.
  if (input.website) return { status, message, item: null };
  const [row] = await db
    .insert(guestMessages)
    .values({ weddingId, authorName: input.authorName, body: input.body, status })
    .returning({
      id: guestMessages.id,
      authorName: guestMessages.authorName,
      body: guestMessages.body,
      createdAt: guestMessages.createdAt,
    });
  announce(deps.jobs, weddingId, 'message');
  // A published message shows on the wall at once, so the cached page goes.
  if (status === 'published') await deps.siteChanged(weddingId);
  return {
    status,
    message,
    item: status === 'published' && row ? { ...row, createdAt: row.createdAt.toISOString() } : null,
  };
}

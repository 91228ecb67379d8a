// Building blocks of route schemas that most modules repeat: path ids, a page number, a new order,
// `{ ok: true }`.
import { z } from 'zod';

/** `/api/weddings/:weddingId/...`: the couple's wedding (ownership is checked by the handler). */
export const weddingParams = z.object({ weddingId: z.uuid() });

/** `.../:householdId`: one invited household of the couple's wedding. */
export const householdParams = weddingParams.extend({ householdId: z.uuid() });

/** `.../:orderId`: one of the wedding's orders of a paid service (extras, domains, the keepsake). */
export const orderParams = weddingParams.extend({ orderId: z.uuid() });

/** `/:slug/...`: a couple's site on the noivos host. */
export const slugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(80),
});

/** `/:id` of one back-office record. */
export const idParams = z.object({ id: z.uuid() });

/** A new order: the full list of ids, each once. */
export const orderBody = z.object({ ids: z.array(z.uuid()).max(100) });

/** The reply of a write that returns nothing else. */
export const okReply = z.object({ ok: z.literal(true) });
export const ok = { ok: true } as const;

/** `?page=` from 1, capped so a crafted number cannot ask for a huge OFFSET. */
export const pageNumber = (max = 1000) => z.coerce.number().int().min(1).max(max).default(1);

// "Respostas sem convite" in the couple's panel: open answers whose name matched no household of
// the guest list unambiguously, linked by the couple to a household or dismissed. Only the couple
// who owns the wedding gets through (checked at the edge by the path, http/access.ts).
import { z } from 'zod';
import { linkAnswerBody, unlinkedAnswerSchema } from '../../../shared/rsvp.ts';
import { routeModule } from '../../http/define-routes.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { dismissUnlinked, linkByCouple, listUnlinked } from './open-answer-match.ts';
import { rsvpParams } from './rsvp-panel-routes.ts';

export const rsvpUnlinkedRoutes = routeModule({ tags: ['rsvp'], params: weddingParams }, (route, app) => {
  route.get('/api/weddings/:weddingId/rsvp-unlinked', {
    summary: 'Respostas sem convite: chegaram pelo formulário aberto sem uma família certa na lista',
    reply: z.array(unlinkedAnswerSchema),
    handler: (request) => listUnlinked(app.db, request.params.weddingId),
  });

  route.post('/api/weddings/:weddingId/rsvp-unlinked/:rsvpId/link', {
    summary: 'Vincula uma resposta sem convite a uma família da lista',
    params: rsvpParams,
    body: linkAnswerBody,
    reply: z.object({ householdName: z.string() }),
    handler: async (request) => {
      const { weddingId, rsvpId } = request.params;
      const linked = await linkByCouple(app.db, weddingId, rsvpId, request.body.householdId);
      // The household's personal page shows its members' answers.
      if (linked.applied) await app.siteChanged(weddingId);
      return { householdName: linked.householdName };
    },
  });

  route.post('/api/weddings/:weddingId/rsvp-unlinked/:rsvpId/dismiss', {
    summary: 'Descarta uma resposta sem convite',
    params: rsvpParams,
    reply: 'ok',
    handler: (request) => dismissUnlinked(app.db, request.params.weddingId, request.params.rsvpId),
  });
});

// Card testing and charge floods (DESIGN.md section 5): how many charges guests may start, and
// how many declined cards they may try, per address, per e-mail and per wedding. Only what happened
// is counted (a charge created, a card declined), so an honest guest's retry costs nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { byIp, MINUTE, outcomeLimits } from '../auth/rate-limits.ts';

const HOUR = 60 * MINUTE;

const byEmail = (r: FastifyRequest) => {
  const email = (r.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};
const byWedding = (r: FastifyRequest) => (r.params as { slug: string }).slug;

// Keyed by the app's server, which every plugin context of one app shares.
const perApp = new WeakMap<object, ReturnType<typeof createLimits>>();

/** The app's one set of checkout limits: a gift's checkout and a couple's purchase count together. */
export function checkoutLimits(app: FastifyInstance) {
  const limits = perApp.get(app.server) ?? createLimits(app);
  perApp.set(app.server, limits);
  return limits;
}

function createLimits(app: FastifyInstance) {
  return {
    charges: outcomeLimits(
      app,
      [
        { name: 'cobrancas-ip', max: 30, window: HOUR, key: byIp },
        { name: 'cobrancas-email', max: 20, window: HOUR, key: byEmail },
        {
          name: 'cobrancas-casamento',
          max: app.config.checkoutChargesPerWeddingHour,
          window: HOUR,
          key: byWedding,
        },
      ],
      'RATE_LIMITED',
    ),
    declinedCards: outcomeLimits(
      app,
      [
        { name: 'cartoes-recusados-ip', max: 5, window: HOUR, key: byIp },
        { name: 'cartoes-recusados-email', max: 5, window: HOUR, key: byEmail },
        { name: 'cartoes-recusados-casamento', max: 30, window: HOUR, key: byWedding },
      ],
      'CARD_ATTEMPTS_LIMITED',
    ),
  };
}

export type CheckoutLimits = ReturnType<typeof createLimits>;

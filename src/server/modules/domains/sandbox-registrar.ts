// The offline registrar of development and staging (REGISTRAR=sandbox, the default): deterministic,
// no network, so tests and the demo know each name's fate from the name alone.
import type { Registrar } from './registrar.ts';

/** Names the sandbox says are taken, beside any containing "ocupado". */
const TAKEN = new Set(['casamento.com.br', 'casamento.com', 'noivos.com.br', 'noivos.com', 'google.com']);

/**
 * The offline registrar: a name containing "ocupado" (or a few well-known ones) is taken; a name
 * containing "falha" is accepted and then fails to register; every other name registers at once.
 */
export function sandboxRegistrar(): Registrar {
  const failing = (domain: string) => domain.includes('falha');
  return {
    name: 'sandbox',
    async checkAvailability(domain) {
      return { available: !TAKEN.has(domain) && !domain.includes('ocupado') };
    },
    async register(domain) {
      const id = `sbx_${domain}`;
      return failing(domain)
        ? { id, state: 'failed', reason: 'O registro recusou o domínio (sandbox).' }
        : { id, state: 'active' };
    },
    async getRegistration(id) {
      return failing(id)
        ? { state: 'failed', reason: 'O registro recusou o domínio (sandbox).' }
        : { state: 'active' };
    },
  };
}

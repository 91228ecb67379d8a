// The registrar that registers a couple's domain, behind one interface (as payment providers are):
// `sandbox` by default, offline and deterministic. The interface follows a reseller's REST API such
// as Openprovider's (`GET /domains/check` → available and price, `POST /domains` with the owner's
// contact handle → an id and a status, `GET /domains/{id}` → the status), which registers both
// `.com` and `.com.br` (the latter through Registro.br, which itself asks for the owner's CPF).
// A real adapter implements these three calls with the reseller's credentials from the environment
// and is chosen by REGISTRAR; its registrations take minutes to days, so the order's job asks
// `getRegistration` until it is active or failed.

export type RegistrationState = 'pending' | 'active' | 'failed';

export interface RegistrantContact {
  name: string;
  email: string;
  /** Registro.br registers a `.com.br` only to a CPF or CNPJ. */
  cpf: string | null;
}

export interface Registrar {
  readonly name: string;
  checkAvailability(domain: string): Promise<{ available: boolean }>;
  register(
    domain: string,
    contact: RegistrantContact,
  ): Promise<{ id: string; state: RegistrationState; reason?: string }>;
  getRegistration(id: string): Promise<{ state: RegistrationState; reason?: string }>;
}

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

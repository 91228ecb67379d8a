// The registrar that registers a couple's domain, behind one interface (as payment providers are):
// `sandbox` by default, offline and deterministic. The interface follows a reseller's REST API such
// as Openprovider's (`GET /domains/check` → available and price, `POST /domains` with the owner's
// contact handle → an id and a status, `GET /domains/{id}` → the status), which registers both
// `.com` and `.com.br` (the latter through Registro.br, which itself asks for the owner's CPF).
// A real adapter implements these three calls with the reseller's credentials from the environment
// (sandbox-registrar.ts shows the shape), is added to `registrarFor` in domain-hooks.ts and chosen
// by REGISTRAR (default `sandbox`); its registrations take minutes to days, so the order's job asks
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
  /** The reseller's price is informative: couples pay the settings' price (`customDomainPriceCents`). */
  checkAvailability(domain: string): Promise<{ available: boolean; priceCents?: number }>;
  register(
    domain: string,
    contact: RegistrantContact,
  ): Promise<{ id: string; state: RegistrationState; reason?: string }>;
  getRegistration(id: string): Promise<{ state: RegistrationState; reason?: string }>;
}

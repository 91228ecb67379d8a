// What goes wrong talking to Asaas, as one typed error. Asaas answers failures with
// `{ errors: [{ code, description }] }`; its descriptions are passed on only after anything that
// could be card data is blanked out, and no request body ever reaches an error.

export interface AsaasErrorItem {
  code: string;
  description: string;
}

export class AsaasError extends Error {
  override readonly name = 'AsaasError';

  constructor(
    message: string,
    /** HTTP status Asaas answered; 0 when no answer came (network failure or time-out). */
    readonly status: number,
    readonly errors: readonly AsaasErrorItem[],
    /**
     * The request may have been carried out although we got no answer (a POST that timed out or
     * lost its connection). Retrying could charge or pay twice: look the operation up first.
     */
    readonly uncertain = false,
  ) {
    super(message);
  }

  get codes(): string[] {
    return this.errors.map((e) => e.code);
  }
}

/** Asaas's answer to a card the issuer or its anti-fraud refused (and to unusable card data). */
export const DECLINED_CARD_CODE = 'invalid_creditCard';

/** Card numbers (12 to 19 digits, possibly grouped) and the given secrets, blanked out of a text. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(/\d(?:[ .-]?\d){11,18}/g, '[removido]');
  for (const secret of secrets) {
    if (secret.length >= 3) out = out.split(secret).join('[removido]');
  }
  return out;
}

/** Reads Asaas's error body, whatever came back (it may not be JSON at all). */
export function readErrorItems(body: unknown, secrets: readonly string[]): AsaasErrorItem[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    const e = (item ?? {}) as { code?: unknown; description?: unknown };
    return {
      code: redact(String(e.code ?? 'unknown'), secrets),
      description: redact(String(e.description ?? ''), secrets),
    };
  });
}

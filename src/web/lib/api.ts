// Fetch wrapper for our JSON API: one error shape, pt-BR messages, cookies included.
export interface ApiIssue {
  /** The field's path in the request body, dotted (`address.city`). */
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a refused body (`VALIDATION`): the server's message for each field it refused. */
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
  }
}

export const connectionErrorMessage = 'Erro de conexão. Verifique sua internet e tente novamente.';

/** A list's query as a query string, leaving out the filters that are not set (`undefined` or ''). */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params.toString();
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'include',
      ...rest,
      headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', connectionErrorMessage);
  }
  const body = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (body as { error?: { code?: string; message?: string; issues?: ApiIssue[] } } | undefined)
      ?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'UNKNOWN',
      err?.message ?? 'Ocorreu um erro inesperado. Por favor, tente novamente.',
      err?.issues ?? [],
    );
  }
  return body as T;
}

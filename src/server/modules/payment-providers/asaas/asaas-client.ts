// Asaas's REST API over Node's fetch: `access_token` header auth, JSON both ways, a time-out on
// every call, one retry for reads that failed on the network or with a 5xx, and errors that never
// carry what was sent. Logs say which call failed, never with what (no bodies, no query strings:
// they hold CPFs and card data).
import { AsaasError, readErrorItems, redact } from './asaas-errors.ts';
import { toAsaasJson } from './asaas-money.ts';

export interface AsaasLogger {
  warn(details: object, message: string): void;
}

export interface AsaasClientOptions {
  apiKey: string;
  /** e.g. `https://api-sandbox.asaas.com/v3` (no trailing slash needed). */
  baseUrl: string;
  fetch?: typeof fetch;
  logger?: AsaasLogger;
  /** Time-out of ordinary calls (default 15 s). */
  timeoutMs?: number;
  /** Time-out of card charges: Asaas asks for at least 60 s so a slow capture is not charged twice. */
  cardTimeoutMs?: number;
  /** Pause before the one retry of a read (default 250 ms). */
  retryDelayMs?: number;
}

export interface AsaasRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** A card charge: the longer time-out. */
  slow?: boolean;
  /** Card number and CVV of this request, blanked out of any error text Asaas sends back. */
  secrets?: readonly string[];
}

export class AsaasClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: AsaasClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  get<T>(path: string, query?: Record<string, string>): Promise<T> {
    return this.request<T>({ method: 'GET', path, query });
  }

  post<T>(path: string, body: unknown, extra: Pick<AsaasRequest, 'slow' | 'secrets'> = {}): Promise<T> {
    return this.request<T>({ method: 'POST', path, body, ...extra });
  }

  async request<T>(req: AsaasRequest): Promise<T> {
    const attempts = req.method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(req);
      } catch (error) {
        const retryable = error instanceof AsaasError && (error.status === 0 || error.status >= 500);
        if (!retryable || attempt >= attempts) throw error;
        this.options.logger?.warn(
          { provider: 'asaas', method: req.method, path: req.path, status: error.status },
          'Asaas falhou; tentando a leitura de novo',
        );
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 250));
      }
    }
  }

  private async once<T>(req: AsaasRequest): Promise<T> {
    const url = new URL(`${this.baseUrl}${req.path}`);
    for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, v);
    const timeoutMs = req.slow ? (this.options.cardTimeoutMs ?? 60_000) : (this.options.timeoutMs ?? 15_000);
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, {
        method: req.method,
        headers: {
          access_token: this.options.apiKey,
          accept: 'application/json',
          'user-agent': 'NossoSim/1.0',
          ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: req.body === undefined ? undefined : toAsaasJson(req.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
      this.options.logger?.warn(
        { provider: 'asaas', method: req.method, path: req.path, timedOut },
        'Asaas não respondeu',
      );
      throw new AsaasError(
        `Asaas ${req.method} ${req.path}: ${timedOut ? 'sem resposta no prazo' : 'falha de rede'}`,
        0,
        [],
        req.method !== 'GET',
      );
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (response.ok) return body as T;
    const errors = readErrorItems(body, req.secrets ?? []);
    this.options.logger?.warn(
      {
        provider: 'asaas',
        method: req.method,
        path: req.path,
        status: response.status,
        codes: errors.map((e) => e.code),
      },
      'Asaas recusou a chamada',
    );
    const detail = errors.map((e) => `${e.code}: ${e.description}`).join('; ') || response.statusText;
    throw new AsaasError(
      redact(`Asaas ${req.method} ${req.path} -> ${response.status}: ${detail}`, req.secrets),
      response.status,
      errors,
      req.method !== 'GET' && response.status >= 500,
    );
  }
}

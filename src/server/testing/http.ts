// Small helpers for `app.inject` tests: a browser-like cookie jar per host.
import type { FastifyInstance, InjectOptions } from 'fastify';

export const testHosts = {
  public: 'localhost:3000',
  painel: 'painel.localhost:3000',
  admin: 'admin.localhost:3000',
  noivos: 'noivos.localhost:3000',
} as const;

/** Sends requests as one browser would: keeps each host's cookies, sends Origin on writes. */
export function browser(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  const jars: Record<string, Map<string, string>> = {};
  async function request(host: keyof typeof testHosts, options: InjectOptions & { url: string }) {
    const h = testHosts[host];
    const jar = jars[h] ?? new Map<string, string>();
    jars[h] = jar;
    const method = (options.method ?? 'GET').toUpperCase();
    const res = await app.inject({
      remoteAddress,
      ...options,
      headers: {
        host: h,
        ...(method !== 'GET' ? { origin: `http://${h}` } : {}),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...options.headers,
      },
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }
  /** Follows redirects across our hosts from an absolute URL, as a browser would; returns the last answer. */
  async function follow(url: string) {
    let next = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      const host = (Object.keys(testHosts) as (keyof typeof testHosts)[]).find(
        (k) => testHosts[k] === next.host,
      );
      if (!host) throw new Error(`not a test host: ${next.host}`);
      const res = await request(host, { method: 'GET', url: `${next.pathname}${next.search}` });
      const location = res.headers.location;
      if (typeof location !== 'string' || !/^https?:\/\//.test(location)) return res;
      next = new URL(location);
    }
    throw new Error(`too many redirects from ${url}`);
  }
  return {
    request,
    follow,
    get: (host: keyof typeof testHosts, url: string) => request(host, { method: 'GET', url }),
    post: (host: keyof typeof testHosts, url: string, payload?: object) =>
      request(host, { method: 'POST', url, payload: payload ?? {} }),
    put: (host: keyof typeof testHosts, url: string, payload: object) =>
      request(host, { method: 'PUT', url, payload }),
    /** Submits an HTML form (no script): `body` is the url-encoded fields, `a=1&b=2`. */
    postForm: (host: keyof typeof testHosts, url: string, body: string) =>
      request(host, {
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    cookie: (host: keyof typeof testHosts, name = 'sid') => jars[testHosts[host]]?.get(name),
    /** This browser's panel session presented to the admin host (a couple at the back office's door). */
    panelSessionOnAdmin: (options: InjectOptions & { url: string }) =>
      request('admin', {
        ...options,
        headers: { ...options.headers, cookie: `sid=${jars[testHosts.painel]?.get('sid')}` },
      }),
  };
}

/**
 * A new browser at each call, each from an address of its own under `prefix` ("10.42.0" gives
 * 10.42.0.1, 10.42.0.2…): the per-address limits never carry over from one to the next.
 */
export function browsersFrom(app: FastifyInstance, prefix: string) {
  let address = 0;
  return () => browser(app, `${prefix}.${++address}`);
}

/** Form fields url-encoded as a browser without JavaScript posts them (`browser().postForm`). */
export function formBody(fields: [string, string][]): string {
  return fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

/** The lines of a CSV reply (http/csv.ts), without its BOM and final line break. */
export function csvLines(body: string): string[] {
  return body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
}

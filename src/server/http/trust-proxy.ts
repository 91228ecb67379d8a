// TRUST_PROXY: which proxies may tell the app a caller's address (X-Forwarded-For). Trusting
// every proxy would let any caller pick its IP and escape every per-IP limit, so the default is none.
import { isIP } from 'node:net';

/** Fastify's `trustProxy`: false (no proxy), a hop count, or the addresses/CIDRs of the proxies. */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/** Throws a pt-BR message naming the setting when the value is `true` or not understood. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true')
    throw new Error(
      'TRUST_PROXY=true confiaria em qualquer X-Forwarded-For, e qualquer um escolheria o próprio IP: use o número de proxies à frente do app (ex.: TRUST_PROXY=1) ou os endereços deles (ex.: TRUST_PROXY=loopback,10.0.0.0/8).',
    );
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrCidr(e));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY tem valores que não são endereços IP nem CIDR: ${wrong.join(', ')}. Use um número de proxies ou uma lista como loopback,10.0.0.0/8.`,
    );
  return entries;
}

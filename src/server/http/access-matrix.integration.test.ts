// The authorisation matrix: every route of the OpenAPI document, called by an anonymous visitor,
// another couple, the owning couple and an admin, with an empty and a well-formed body. A caller a
// route should refuse is refused (401, 403 or 404) before any validation, never with a 2xx or 400.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../testing/admins.ts';
import { signedInCouple } from '../testing/couples.ts';
import { browser } from '../testing/http.ts';
import { createTestApp, unique } from '../testing/test-app.ts';
import { type RouteAccess, routeAccessTable } from './access.ts';

const { app, database } = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** A value that satisfies the schema's shape: required fields, types, formats and minimums. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sample(alternative);
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key]);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return `${unique()}@exemplo.com`;
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2031-05-10';
      if (schema.format === 'date-time') return '2031-05-10T12:00:00.000Z';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return undefined;
  }
}

interface Operation {
  method: string;
  url: string;
  body?: JsonSchema;
}

function operations(): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

/** Custom-access routes of administrators: the second step of their sign-in (or its set-up). */
const forAdmins = (op: Operation) => op.url.startsWith('/api/auth/two-factor/');

function accessFor(op: Operation, table: RouteAccess[]): RouteAccess['access'] {
  const row = table.find((r) => r.method === op.method && r.url === op.url);
  if (!row) throw new Error(`route missing from the access table: ${op.method} ${op.url}`);
  return row.access;
}

describe('authorisation matrix', async () => {
  const owner = await signedInCouple(app, database.db, {}, '10.77.0.1');
  const other = await signedInCouple(app, database.db, {}, '10.77.0.2');
  const { b: admin } = await signedInAdmin(app, database.db, '10.77.0.3');
  const anonymous = browser(app, '10.77.0.4');

  const table = routeAccessTable(app);
  const ops = operations();

  function urlFor(op: Operation): string {
    return op.url
      .replace(':weddingId', owner.wedding.id)
      .replace(/:slug\b/, 'nenhum-site-assim')
      .replace(/:(\w+)/g, () => randomUUID());
  }

  it('covers the API', () => {
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.some((o) => o.url.startsWith('/api/weddings/:weddingId/'))).toBe(true);
  });

  it('refuses every caller a route should refuse, before validating the body', async () => {
    const refusals: string[] = [];
    for (const op of ops) {
      const access = accessFor(op, table);
      if (access === 'public') continue;
      const callers: { name: string; b: ReturnType<typeof browser>; expected: number }[] = [
        { name: 'anônimo', b: anonymous, expected: 401 },
      ];
      if (access === 'admin' || forAdmins(op)) {
        callers.push({ name: 'casal', b: owner.b, expected: 403 });
      }
      if (access === 'own-wedding') {
        callers.push({ name: 'outro casal', b: other.b, expected: 404 });
        callers.push({ name: 'admin', b: admin, expected: 403 });
      }
      if (access === 'couple') callers.push({ name: 'admin', b: admin, expected: 403 });
      const bodies = op.method === 'GET' ? [undefined] : [{}, sample(op.body) ?? {}];
      for (const caller of callers) {
        for (const payload of bodies) {
          // Each caller uses the host its session cookie belongs to; the API answers on every host.
          const host = caller.b === admin ? 'admin' : 'painel';
          const res = await caller.b.request(host, {
            method: op.method as 'POST',
            url: urlFor(op),
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          if (res.statusCode !== caller.expected) {
            refusals.push(
              `${op.method} ${op.url} como ${caller.name}: ${res.statusCode} (esperado ${caller.expected})`,
            );
          }
        }
      }
    }
    expect(refusals).toEqual([]);
  });

  it('lets the right caller through the edge', async () => {
    const blocked: string[] = [];
    for (const op of ops) {
      const access = accessFor(op, table);
      if (access === 'public' || op.url.endsWith('/events')) continue;
      const caller = access === 'admin' || forAdmins(op) ? admin : owner.b;
      const res = await caller.request(caller === admin ? 'admin' : 'painel', {
        method: op.method as 'POST',
        url: urlFor(op),
        ...(op.method === 'GET' ? {} : { payload: (sample(op.body) ?? {}) as object }),
      });
      const code = String(res.headers['content-type'] ?? '').includes('json')
        ? res.json()?.error?.code
        : undefined;
      if (
        res.statusCode === 401 ||
        res.statusCode === 403 ||
        code === 'WEDDING_NOT_FOUND' ||
        res.statusCode >= 500
      ) {
        blocked.push(`${op.method} ${op.url}: ${res.statusCode} ${code ?? ''}`);
      }
    }
    expect(blocked).toEqual([]);
  });
});

// The authorisation matrix: every route of the OpenAPI document, called by an anonymous visitor,
// another couple, the owning couple and an admin, with an empty and a well-formed body. A caller a
// route should refuse is refused (401, 403 or 404) before any validation, never with a 2xx or 400.
// Shared access (issue 21): the owner's partner passes wherever the owner does, the planner gets 403
// on every money route and passes the other wedding routes, and a removed member is refused.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../testing/admins.ts';
import { signedInCouple } from '../testing/couples.ts';
import { browser } from '../testing/http.ts';
import { createTestApp, unique } from '../testing/test-app.ts';
import { signedInMember } from '../testing/wedding-members.ts';
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

/**
 * The money modules (wallet, payout key, withdrawals, received gifts, the gift list and its
 * gravata, step-up), by the tags their routes carry: each route must declare 'wedding-money',
 * except the e-mailed link that cancels a new payout key (its token is the proof).
 */
const MONEY_TAGS = ['wallet', 'gifts-received', 'gravata', 'lista-de-presentes', 'servicos'];
const isMoneyModule = (r: RouteAccess) =>
  r.tags.some((t) => MONEY_TAGS.includes(t)) || r.url.startsWith('/api/auth/step-up');
const PUBLIC_MONEY_LINKS = ['/api/payout-key/cancel'];
const couplesOnly = (access: RouteAccess['access']) =>
  access === 'wedding-money' || access === 'wedding-couple';

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
  const partner = await signedInMember(app, database.db, owner.wedding.id, 'partner', '10.77.0.5');
  const planner = await signedInMember(app, database.db, owner.wedding.id, 'planner', '10.77.0.6');
  const removed = await signedInMember(app, database.db, owner.wedding.id, 'planner', '10.77.0.7');
  const removal = {
    method: 'DELETE' as const,
    url: `/api/weddings/${owner.wedding.id}/members/${removed.member.id}`,
  };
  // A planner cannot remove anyone, not even themselves; the couple can, and the sessions end.
  const refused = await removed.b.request('painel', removal);
  const done = await owner.b.request('painel', removal);

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
      if (access === 'own-wedding' || (couplesOnly(access) && op.url.includes(':weddingId'))) {
        callers.push({ name: 'outro casal', b: other.b, expected: 404 });
        callers.push({ name: 'admin', b: admin, expected: 403 });
        callers.push({ name: 'membro removido', b: removed.b, expected: 401 });
      }
      if (couplesOnly(access)) callers.push({ name: 'cerimonialista', b: planner.b, expected: 403 });
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
  }, 180_000);

  it('lets only the couple remove a member, whose session ends at once', () => {
    expect(refused.statusCode).toBe(403);
    expect(done.statusCode).toBe(200);
  });

  it('marks every route of the money modules as a money route', () => {
    const unmarked = table
      .filter((r) => isMoneyModule(r) && r.access !== 'wedding-money' && !PUBLIC_MONEY_LINKS.includes(r.url))
      .map((r) => `${r.method} ${r.url}: ${r.access}`);
    expect(unmarked).toEqual([]);
    expect(table.filter((r) => r.access === 'wedding-money').length).toBeGreaterThan(20);
  });

  it('lets the partner and the planner into the wedding, the planner nowhere near money', async () => {
    const members = (await owner.b.get('painel', `/api/weddings/${owner.wedding.id}/members`)).json();
    expect(members.members.map((m: { email: string }) => m.email).sort()).toEqual(
      [partner.email, planner.email].sort(),
    );
    for (const who of [partner, planner]) {
      const session = (await who.b.get('painel', '/api/auth/session')).json();
      expect(session.couple.activeWeddingId).toBe(owner.wedding.id);
      expect(session.weddingRole).toBe(who === partner ? 'partner' : 'planner');
    }
    const summary = (url: string, who: typeof partner) => who.b.get('painel', url).then((r) => r.json());
    const url = `/api/weddings/${owner.wedding.id}/summary`;
    expect(await summary(url, partner)).toMatchObject({ balanceCents: 0, giftsReceived: 0 });
    expect(await summary(url, planner)).toMatchObject({ balanceCents: null, giftsReceived: null });
    const guests = await planner.b.get('painel', `/api/weddings/${owner.wedding.id}/guest-list`);
    expect(guests.statusCode).toBe(200);
    const wallet = await planner.b.get('painel', `/api/weddings/${owner.wedding.id}/wallet`);
    expect(wallet.statusCode).toBe(403);
    expect(wallet.json().error.code).toBe('MONEY_FORBIDDEN');
  });

  it("gives a member a clear answer on the account's own routes, never a server error", async () => {
    const failed: string[] = [];
    for (const op of ops) {
      const access = accessFor(op, table);
      if (access !== 'couple' && access !== 'session') continue;
      // Deleting the account or signing out would end the member's session for the other tests.
      if (op.method === 'DELETE' || op.url === '/api/auth/logout') continue;
      for (const [name, who] of [
        ['parceiro', partner.b],
        ['cerimonialista', planner.b],
      ] as const) {
        const res = await who.request('painel', {
          method: op.method as 'POST',
          url: urlFor(op),
          ...(op.method === 'GET' ? {} : { payload: (sample(op.body) ?? {}) as object }),
        });
        if (res.statusCode >= 500) failed.push(`${op.method} ${op.url} ${name}: ${res.statusCode}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it('lets the right caller through the edge', async () => {
    const blocked: string[] = [];
    for (const op of ops) {
      const access = accessFor(op, table);
      if (access === 'public' || op.url.endsWith('/events')) continue;
      // Publishing the marketing content would change every public page under the other tests
      // (its own access is checked above, and its callers in layout.global.integration.test.ts).
      if (op.method === 'POST' && op.url === '/api/admin/layout') continue;
      const weddingRoute = access === 'own-wedding' || couplesOnly(access);
      // The partner passes wherever the owner does; the planner every wedding route but money.
      const callers =
        access === 'admin' || forAdmins(op)
          ? [admin]
          : [owner.b, ...(weddingRoute ? [partner.b] : []), ...(access === 'own-wedding' ? [planner.b] : [])];
      for (const caller of callers) {
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
          const who = caller === partner.b ? 'parceiro' : caller === planner.b ? 'cerimonialista' : '';
          blocked.push(`${op.method} ${op.url} ${who}: ${res.statusCode} ${code ?? ''}`);
        }
      }
    }
    expect(blocked).toEqual([]);
    // Every wedding route three times (owner, partner, planner): a slow shared machine needs room.
  }, 180_000);
});

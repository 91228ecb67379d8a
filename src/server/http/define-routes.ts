// A module's routes declared one entry each: path, summary, the schemas it reads and replies, handler.
// Tags (and access, where all share it) come once from the module; the rest goes where Fastify reads it.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  preHandlerHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access, AccessCheck } from './access.ts';
import { ok, okReply, weddingParams } from './route-schemas.ts';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schema = z.ZodType | undefined;
interface RouteSchema<P extends Schema, Q extends Schema, B extends Schema> {
  params: P;
  querystring: Q;
  body: B;
}
type RouteRequest<P extends Schema, Q extends Schema, B extends Schema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RouteSchema<P, Q, B>,
  ZodTypeProvider
>;
type RouteReply<P extends Schema, Q extends Schema, B extends Schema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  unknown,
  RouteSchema<P, Q, B>,
  ZodTypeProvider
>;
/** What a handler gives back: the reply schema's value, or anything where none checks it (`'ok'` drops it). */
type Result<R> = R extends z.ZodType ? z.output<R> | FastifyReply : unknown;

export interface RouteSpec<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.ZodType | 'ok' | undefined,
  C extends Schema,
> {
  summary: string;
  /** Left out of the API document: a page or a file rather than an API. */
  hide?: true;
  /** Fastify's route constraints, such as `{ host }` for a page of one host only. */
  constraints?: RouteShorthandOptions['constraints'];
  /** Who may call it, when its path does not say (http/access.ts). */
  access?: Access | AccessCheck;
  /** Rate limits, run after the access check and before the handler. */
  preHandler?: preHandlerHookHandler;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The 200 reply; `'ok'` for a write that replies `{ ok: true }` once its handler is done. */
  reply?: R;
  /**
   * The 201 reply of a create: the handler's result is sent with status 201. Given with `reply`,
   * the route may also answer 200 (a repeated create), and the handler sends with its own status.
   */
  created?: C;
  handler: (
    request: RouteRequest<P, Q, B>,
    reply: RouteReply<P, Q, B>,
  ) => Promise<Result<C extends z.ZodType ? C : R>> | Result<C extends z.ZodType ? C : R>;
}

type Declare<DP extends Schema = undefined> = <
  P extends Schema = DP,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends z.ZodType | 'ok' | undefined = undefined,
  C extends Schema = undefined,
>(
  url: string,
  spec: RouteSpec<P, Q, B, R, C>,
) => void;

export type RouteTable<DP extends Schema = undefined> = Record<
  'get' | 'post' | 'put' | 'patch' | 'delete',
  Declare<DP>
>;

function responseOf(reply: z.ZodType | 'ok' | undefined, created: Schema) {
  const done = reply === 'ok' ? okReply : reply;
  if (created) return done ? { 200: done, 201: created } : { 201: created };
  return done ? { 200: done } : undefined;
}

/**
 * What every route of a module shares: its tags in the API document, and its access and path
 * parameters if not its own (`weddingParams` for a module under `/api/weddings/:weddingId`).
 */
export interface RouteDefaults<DP extends Schema = undefined> {
  tags: string[];
  access?: Access | AccessCheck;
  params?: DP;
}

/** The defaults of a money module of the couple's panel: the path's wedding, its owner and partner only. */
export const weddingMoneyModule = { access: 'wedding-money', params: weddingParams } as const;

/** The module's route declarations: `route.get(url, spec)` and so on. */
export function defineRoutes<DP extends Schema = undefined>(
  app: ZodApp,
  { tags, ...defaults }: RouteDefaults<DP>,
): RouteTable<DP> {
  function declare(method: HTTPMethods): Declare<DP> {
    return (url, spec) => {
      const { summary, hide, constraints, preHandler, querystring, body, reply, created, handler } = spec;
      const access = spec.access ?? defaults.access;
      const params = spec.params ?? defaults.params;
      const response = responseOf(reply, created);
      app.route({
        method,
        url,
        ...(access && { config: { access } }),
        ...(constraints && { constraints }),
        ...(preHandler && { preHandler }),
        schema: {
          tags,
          summary,
          ...(hide && { hide }),
          ...(params && { params }),
          ...(querystring && { querystring }),
          ...(body && { body }),
          ...(response && { response }),
        },
        handler: async (request, replyTo) => {
          const result = await handler(request as never, replyTo as never);
          if (reply === 'ok') return ok;
          if (created && !replyTo.sent) replyTo.status(201);
          return result;
        },
      });
    };
  }
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/**
 * A module's route table as a Fastify plugin: its defaults once, then `route.get(url, spec)` and so
 * on. A plugin of a single route keeps `defineRoutes(app, defaults).get(...)`.
 */
export function routeModule<DP extends Schema = undefined>(
  defaults: RouteDefaults<DP>,
  declare: (route: RouteTable<DP>, app: ZodApp) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => declare(defineRoutes(app, defaults), app);
}

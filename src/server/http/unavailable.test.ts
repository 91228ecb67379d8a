// A request that meets the database away for a moment answers 503 with the pt-BR message (a page
// for a browser's form post, JSON for the API); a bug still answers 500.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { unavailableTexts } from '../../shared/messages.ts';
import { isConnectionFailure } from '../db/connection-failure.ts';
import { registerErrorHandler } from './errors.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** What the query builder throws: the driver's error as its cause. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: insert into rsvps ...'), { cause });

describe('connection failures', () => {
  it('are told apart from bugs, through wrapped causes', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      wrapped(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')),
      wrapped(new Error('Connection terminated unexpectedly')),
      new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')], ''),
    ])
      expect(isConnectionFailure(err), String(err)).toBe(true);
    for (const err of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      wrapped(pgError('42P01', 'relation "x" does not exist')),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      undefined,
      'Connection terminated',
    ])
      expect(isConnectionFailure(err), String(err)).toBe(false);
  });
});

describe('the error handler', () => {
  const app = Fastify();
  registerErrorHandler(app);
  const failure = wrapped(pgError('57P01', 'terminating connection due to administrator command'));
  app.get('/api/coisa', async () => {
    throw failure;
  });
  app.post('/mariana-e-joao/rsvp', async () => {
    throw failure;
  });
  app.get('/api/bug', async () => {
    throw new TypeError('bug');
  });

  it('answers 503 with the message and Retry-After to the API', async () => {
    const res = await app.inject({ url: '/api/coisa', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: unavailableTexts.message } });
  });

  it('answers a browser form post with a page in pt-BR', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/mariana-e-joao/rsvp',
      headers: { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(unavailableTexts.title);
    expect(res.body).toContain(unavailableTexts.message);
  });

  it('still answers 500 to a bug', async () => {
    expect((await app.inject({ url: '/api/bug' })).statusCode).toBe(500);
  });
});

// Real app processes for multi-process tests: each started with `node src/server/main.ts` on a
// free port with its own environment, reached over HTTP with the platform's host names.
// BASE_HOST is a `*.localhost` name, so these processes are in development mode (the sandbox and
// /dev/pagamentos on); a test of production mode passes a public host and what production needs
// (`productionEnv`).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

export const BASE_HOST = 'casamento.localhost';

/** A public host: the app is in production mode there and refuses to start without these. */
export const PUBLIC_HOST = 'casamento.test';

/** Settings a production start on PUBLIC_HOST needs (SMTP_URL is the caller's: see fake-smtp.ts). */
export function productionEnv(smtpUrl: string): Record<string, string> {
  return {
    BASE_HOST: PUBLIC_HOST,
    PUBLIC_PROTOCOL: 'https',
    SMTP_URL: smtpUrl,
    ALLOW_SANDBOX: 'true',
    SANDBOX_WEBHOOK_SECRET: 'segredo-de-teste-do-sandbox',
    TWO_FACTOR_KEY: 'chave-de-teste-da-verificacao-em-duas-etapas',
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One app process, reached on its own port with the platform's host names. */
export class Process {
  readonly cookies = new Map<string, string>();
  /**
   * The client address a trusting proxy would forward (honoured only with TRUST_PROXY=loopback):
   * each run its own, so per-address limits counted in the shared Redis never carry over.
   */
  readonly clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  child!: ChildProcess;
  constructor(
    readonly port: number,
    readonly baseHost = BASE_HOST,
  ) {}

  request(
    host: string,
    method: string,
    path: string,
    body?: { payload: Buffer | string; headers: Record<string, string> },
  ): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const fullHost = host ? `${host}.${this.baseHost}` : this.baseHost;
      const cookie = this.cookies.get(fullHost);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          headers: {
            host: fullHost,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': this.clientIp,
            ...(method !== 'GET' ? { origin: `https://${fullHost}` } : {}),
            ...(cookie ? { cookie } : {}),
            ...body?.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const c of res.headers['set-cookie'] ?? [])
              this.cookies.set(fullHost, c.split(';')[0] ?? '');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
          });
        },
      );
      req.on('error', reject);
      req.end(body?.payload);
    });
  }

  json(host: string, method: string, path: string, data: unknown): Promise<Reply> {
    return this.request(host, method, path, {
      payload: JSON.stringify(data),
      headers: { 'content-type': 'application/json' },
    });
  }

  /** Opens a server-sent event stream and resolves with the first event of the given type. */
  nextEvent(host: string, path: string, type: string): { connected: Promise<void>; event: Promise<void> } {
    let connected!: () => void;
    const ready = new Promise<void>((r) => {
      connected = r;
    });
    const event = new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: this.port,
          path,
          headers: {
            host: `${host}.${this.baseHost}`,
            cookie: this.cookies.get(`${host}.${this.baseHost}`) ?? '',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
            if (text.includes(': conectado')) connected();
            if (text.includes(`event: ${type}`)) {
              req.destroy();
              resolve();
            }
          });
        },
      );
      req.on('error', (err) => {
        if (!String(err).includes('socket hang up')) reject(err);
      });
    });
    return { connected: ready, event };
  }
}

/** Node's arguments that start the app from its TypeScript sources. */
export const SOURCE_ENTRY = ['--import', 'tsx', 'src/server/main.ts'];

export async function start(
  port: number,
  env: Record<string, string>,
  entry = SOURCE_ENTRY,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  // Booting the app (TypeScript compiled on the fly) takes a while on a busy 2-core machine.
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`app process exited:\n${output}`);
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get(
          { host: '127.0.0.1', port, path: '/api/health', headers: { host: env.BASE_HOST ?? BASE_HOST } },
          (res) => {
            res.resume();
            resolve(res.statusCode === 200);
          },
        )
        .on('error', () => resolve(false));
    });
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`app process did not answer:\n${output}`);
}

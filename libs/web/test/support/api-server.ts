// A stand-in for the gateway: a real local HTTP server answering /api/... the way the server contract does, with the
// page's fetch pointed at it (a browser resolves '/api/...' against the page, whose origin is the gateway).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CurrentUser } from '@careerkit/contracts/auth';
import { SYSTEM_CONFIG_DEFAULTS } from '@careerkit/contracts/platform';
import { TOKEN_KEY } from '@careerkit/web/api/client';

export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
}

type Answer = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

export const SYSTEM_CONFIG = SYSTEM_CONFIG_DEFAULTS;

export const USER: CurrentUser = {
  id: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  fullName: 'Ada Lovelace',
  company: null,
  jobTitle: null,
  industryExperience: null,
  profileCompleteness: '20',
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/**
 * Starts the server for the test file and resets its answers before each test: the system config answers
 * SYSTEM_CONFIG, anything else not set with `on` is a 404. `calls` lists what the page sent in the current test.
 */
export function serveApi() {
  const answers = new Map<string, Answer>();
  const calls: ApiCall[] = [];
  let server: Server;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('latin1');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', async () => {
        const call: ApiCall = { method: req.method!, path: req.url!.split('?')[0], query: Object.fromEntries(new URL(req.url!, 'http://x').searchParams), headers: req.headers, body };
        calls.push(call);
        const answer = answers.get(`${call.method} ${call.path}`) ?? { status: 404, body: { error: 'not_found', message: 'Not found' } };
        const reply = typeof answer === 'function' ? await answer(call) : answer;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const nodeFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => nodeFetch(new URL(String(input), origin), init);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    calls.length = 0;
    answers.clear();
    answers.set('GET /api/system-config', { body: SYSTEM_CONFIG });
  });

  return {
    calls,
    /** Sets the answer to `METHOD /path` for the current test. */
    on(route: string, answer: Answer) {
      answers.set(route, answer);
    },
    /** A stored token the server accepts: the page starts signed in as `user`. */
    signIn(user: CurrentUser = USER) {
      localStorage.setItem(TOKEN_KEY, 'token-1');
      answers.set('GET /api/auth/me', { body: { user } });
    },
  };
}

/** A promise the test settles when it chooses, to hold a reply back. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

// The network between tools and billing, for tests: forwards every call to the real billing, records what went
// through, and can cut a call the way a restart or an outage does: the connection dropped before billing had it, a
// 503 from a proxy, or the connection dropped after billing acted but before its answer came back.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Cut = 'drop' | 'unavailable' | 'lose-answer';

export interface BillingLink {
  url: string;
  /** The next `times` calls to `path` do not reach billing. */
  cut(path: string, times: number, how: Cut): void;
  /** Every call to `path` reaches billing this much later (a billing slowed down by a queue of work). */
  slow(path: string, ms: number): void;
  /** Runs before the next call to `path` is forwarded (e.g. time passing in billing). */
  before(path: string, action: (body: Record<string, unknown>) => Promise<void>): void;
  /** Runs once billing has answered the next call to `path`, before that answer goes back (e.g. an account deleted meanwhile). */
  after(path: string, action: (body: Record<string, unknown>) => Promise<void>): void;
  /** The bodies of the calls made to `path`, forwarded or cut, in order. */
  calls(path: string): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A point a call waits at until the test lets it go (a link's `before` or `after` action, or a stand-in engine's step);
 * `reached` tells the test it is there.
 */
export function hold() {
  let reach: () => void = () => undefined;
  let release: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reached, release, wait: async () => (reach(), released) };
}

export async function startBillingLink(billingUrl: string): Promise<BillingLink> {
  const target = new URL(billingUrl);
  const cuts = new Map<string, { times: number; how: Cut }>();
  const actions = new Map<string, (body: Record<string, unknown>) => Promise<void>>();
  const afterwards = new Map<string, (body: Record<string, unknown>) => Promise<void>>();
  const delays = new Map<string, number>();
  const seen = new Map<string, Array<Record<string, unknown>>>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0];
    let body: Record<string, unknown> = {};
    try {
      body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
    } catch {
      body = {};
    }
    seen.set(path, [...(seen.get(path) ?? []), body]);
    const cut = cuts.get(path);
    const loseAnswer = cut?.how === 'lose-answer' && cut.times > 0;
    if (cut && cut.times > 0 && !loseAnswer) {
      cut.times--;
      if (cut.how === 'drop') req.socket.destroy();
      else res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'unavailable', message: 'Service is temporarily unavailable.' }));
      return;
    }
    const delay = delays.get(path);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const action = actions.get(path);
    if (action) {
      actions.delete(path);
      await action(body);
    }
    const whenAnswered = afterwards.get(path);
    if (whenAnswered) afterwards.delete(path);
    const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers: { ...req.headers, host: target.host } }, async (answer) => {
      if (loseAnswer) {
        cut.times--;
        answer.resume().on('end', () => req.socket.destroy());
        return;
      }
      if (whenAnswered) {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        await whenAnswered(body);
        res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks));
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => req.socket.destroy());
    upstream.end(raw);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: (path, times, how) => cuts.set(path, { times, how }),
    slow: (path, ms) => delays.set(path, ms),
    before: (path, action) => actions.set(path, action),
    after: (path, action) => afterwards.set(path, action),
    calls: (path) => seen.get(path) ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

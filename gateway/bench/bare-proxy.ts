// The yardstick for the gateway hop: a reverse proxy with no checks at all (node:http + an undici Pool), as lean as
// forwarding gets. The hop bench runs it as its own process in front of the same identity as the gateway.
import { createServer } from 'node:http';
import { Pool, type Dispatcher } from 'undici';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host']);
const pool = new Pool(process.env.UPSTREAM_URL!, { connections: 128, keepAliveTimeout: 30_000 });
const server = createServer((req, res) => {
  const headers: Record<string, string> = {};
  for (const name in req.headers) if (!HOP_BY_HOP.has(name)) headers[name] = String(req.headers[name]);
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : req;
  pool.request({ method: req.method as Dispatcher.HttpMethod, path: req.url!, headers, body }).then(
    (answer) => {
      for (const name in answer.headers) if (!HOP_BY_HOP.has(name)) res.setHeader(name, answer.headers[name]!);
      res.statusCode = answer.statusCode;
      answer.body.pipe(res);
    },
    () => res.writeHead(502).end(),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.close().then(() => process.exit(0));
});

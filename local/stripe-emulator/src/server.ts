// The HTTP face of the emulator: Stripe's /v1 API for what the product uses (secret-key auth, idempotency,
// Stripe's error shapes), the calls Stripe.js makes with the publishable key and a client secret (CORS open),
// the Stripe.js stand-in itself, and a few /_emulator helpers for tests.
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidRequest, resourceMissing, StripeApiError, type StripeErrorBody } from './api-error';
import { authenticationPage, resultPage } from './authentication-page';
import { createCustomer, deleteCustomer, listCustomers, retrieveCustomer, updateCustomer } from './customers';
import { Fields, parseForm, type Params } from './form';
import { IdempotencyStore, isSaved } from './idempotency';
import { newId, nowSeconds } from './ids';
import {
  authenticate,
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  existingIntent,
  listPaymentIntents,
  publishableView,
  updatePaymentIntent,
  type IntentContext,
} from './payment-intents';
import { createPaymentMethod, createToken, retrievePaymentMethod } from './payment-methods';
import { createRefund, existingRefund, listRefunds, updateRefund, type RefundContext } from './refunds';
import { listPage, Store, type PaymentIntent, type StripeEvent } from './state';
import { DEFAULT_RETRY, WebhookSender, type RetryPolicy, type WebhookEndpoint } from './webhooks';

/** The API version stripe 23.1.0 pins; events carry it as Stripe's carry the account's. */
export const API_VERSION = '2026-10-28.endive';
export const DEFAULT_PORT = 12111;
export const DEFAULT_SECRET_KEY = 'sk_test_careerkit_emulator';
export const DEFAULT_PUBLISHABLE_KEY = 'pk_test_careerkit_emulator';

export interface StripeEmulatorOptions {
  /** 0 picks a free port (tests). Default 12111. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Accepted secret keys (`sk_test_…`, `rk_test_…`). Default [DEFAULT_SECRET_KEY]. */
  secretKeys?: string[];
  /** Accepted publishable keys (`pk_test_…`). Default [DEFAULT_PUBLISHABLE_KEY]. */
  publishableKeys?: string[];
  /** Where events go, signed with the endpoint's secret. */
  webhook?: WebhookEndpoint;
  retry?: Partial<RetryPolicy>;
  /** > 0: a successful card payment stays `processing` this long before it succeeds. Default 0. */
  processingMs?: number;
  /** One line per request and per failed webhook attempt. Default: silent. */
  log?: (line: string) => void;
}

export interface StripeEmulator {
  /** `http://127.0.0.1:<port>`: the SDK's host/port, the browser's API base. */
  url: string;
  port: number;
  /** The Stripe.js stand-in, to load with a <script> before `loadStripe`. */
  jsUrl: string;
  secretKey: string;
  publishableKey: string;
  /** Points events at another endpoint (or none), e.g. once a service under test knows its port. */
  setWebhook(endpoint: WebhookEndpoint | undefined): void;
  /** Resolves when no webhook delivery or retry is under way. */
  webhooksIdle(): Promise<void>;
  stop(): Promise<void>;
}

type KeyKind = 'secret' | 'publishable';
/** secret: a secret key; publishable: either key; client_secret: either key, or none with the intent's client secret. */
type Access = 'secret' | 'publishable' | 'client_secret';

interface Call {
  method: string;
  path: string;
  match: string[];
  params: Params;
  fields: Fields;
  keyKind?: KeyKind;
  clientSecret?: string;
  requestId: string;
  idempotencyKey?: string;
  baseUrl: string;
}

type Reply = { json: unknown; status?: number } | { html: string; status?: number } | { redirect: string };

interface Route {
  method: string;
  pattern: RegExp;
  access: Access;
  handle(call: Call): Reply | Promise<Reply>;
}

const BODY_LIMIT = 1024 * 1024;
const STRIPE_JS_PATHS = new Set(['/v3', '/v3/', '/v3/stripe.js', '/endive/stripe.js', '/js/stripe.js', '/stripe.js']);
// The file sits next to this module; under tsx's ESM loader require.resolve adds a ?namespace= query.
const STRIPE_JS = readFileSync(require.resolve('./browser/stripe.js').replace(/\?.*$/, ''), 'utf8');

const isTestKey = (key: string, prefixes: string[]) => prefixes.some((prefix) => key.startsWith(`${prefix}_test_`));

function maskKey(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
}

function keyFrom(header: string | undefined, param: unknown): string | undefined {
  if (header) {
    const [scheme, value = ''] = header.trim().split(/\s+/, 2);
    if (/^bearer$/i.test(scheme)) return value;
    if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  }
  return typeof param === 'string' && param ? param : undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(invalidRequest('The request body is larger than the stripe-emulator accepts (1 MB).', {}, 413));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startStripeEmulator(options: StripeEmulatorOptions = {}): Promise<StripeEmulator> {
  const secretKeys = options.secretKeys?.length ? options.secretKeys : [DEFAULT_SECRET_KEY];
  const publishableKeys = options.publishableKeys?.length ? options.publishableKeys : [DEFAULT_PUBLISHABLE_KEY];
  for (const key of secretKeys) {
    if (!isTestKey(key, ['sk', 'rk'])) throw new Error(`stripe-emulator: secret keys must be test keys (sk_test_…), got ${maskKey(key)}`);
  }
  for (const key of publishableKeys) {
    if (!isTestKey(key, ['pk'])) throw new Error(`stripe-emulator: publishable keys must be test keys (pk_test_…), got ${maskKey(key)}`);
  }
  const log = options.log ?? (() => {});
  const store = new Store();
  const idempotency = new IdempotencyStore();
  const webhooks = new WebhookSender(options.webhook, { ...DEFAULT_RETRY, ...options.retry }, log);
  const processingMs = options.processingMs ?? 0;

  function emit(type: string, object: object, call?: Call, previous?: object): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: previous ? { object: structuredClone(object), previous_attributes: structuredClone(previous) } : { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: webhooks.wants(type) ? 1 : 0,
      request: { id: call?.requestId ?? null, idempotency_key: call?.idempotencyKey ?? null },
      type,
    };
    store.events.set(event.id, event);
    webhooks.send(event);
    return event;
  }

  const intentContext = (call: Call): IntentContext => ({ store, emit: (type, object) => emit(type, object, call), processingMs, baseUrl: call.baseUrl });

  /** Stripe.js reaches an intent with the publishable key and the intent's client secret. */
  function intentFor(call: Call, id: string): PaymentIntent {
    const intent = existingIntent(store, id);
    if (call.keyKind !== 'secret') {
      if (!call.clientSecret) {
        throw invalidRequest('A client_secret is required to use this PaymentIntent with a publishable key.', { code: 'parameter_missing', param: 'client_secret' });
      }
      if (call.clientSecret !== intent.client_secret) {
        throw invalidRequest('The client_secret provided does not match the client_secret associated with the PaymentIntent.', { param: 'client_secret' });
      }
    }
    return intent;
  }

  const refundContext = (call: Call): RefundContext => ({ store, emit: (type, object, previous) => emit(type, object, call, previous) });

  const intentReply = (call: Call, intent: PaymentIntent): Reply => ({ json: call.keyKind === 'secret' ? intent : publishableView(intent) });
  const id = (call: Call) => call.match[1];

  const routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/customers$/, access: 'secret', handle: (call) => ({ json: emitCreated(createCustomer(store, call.fields), call) }) },
    { method: 'GET', pattern: /^\/v1\/customers$/, access: 'secret', handle: (call) => ({ json: listCustomers(store, call.fields) }) },
    { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, access: 'secret', handle: (call) => ({ json: retrieveCustomer(store, id(call)) }) },
    { method: 'POST', pattern: /^\/v1\/customers\/([^/]+)$/, access: 'secret', handle: (call) => ({ json: updateCustomer(store, id(call), call.fields) }) },
    { method: 'DELETE', pattern: /^\/v1\/customers\/([^/]+)$/, access: 'secret', handle: (call) => ({ json: deleteCustomer(store, id(call)) }) },

    { method: 'POST', pattern: /^\/v1\/payment_intents$/, access: 'secret', handle: (call) => ({ json: createPaymentIntent(intentContext(call), call.fields) }) },
    { method: 'GET', pattern: /^\/v1\/payment_intents$/, access: 'secret', handle: (call) => ({ json: listPaymentIntents(store, call.fields) }) },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      access: 'publishable',
      handle: (call) => {
        call.fields.only(['expand']);
        return intentReply(call, intentFor(call, id(call)));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      access: 'secret',
      handle: (call) => ({ json: updatePaymentIntent(intentContext(call), existingIntent(store, id(call)), call.fields) }),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      access: 'publishable',
      handle: (call) => intentReply(call, confirmPaymentIntent(intentContext(call), intentFor(call, id(call)), call.fields)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      access: 'secret',
      handle: (call) => ({ json: cancelPaymentIntent(intentContext(call), existingIntent(store, id(call)), call.fields) }),
    },

    { method: 'POST', pattern: /^\/v1\/payment_methods$/, access: 'publishable', handle: (call) => ({ json: createPaymentMethod(store, call.fields) }) },
    { method: 'GET', pattern: /^\/v1\/payment_methods\/([^/]+)$/, access: 'secret', handle: (call) => ({ json: retrievePaymentMethod(store, id(call)) }) },
    { method: 'POST', pattern: /^\/v1\/tokens$/, access: 'publishable', handle: (call) => ({ json: createToken(store, call.fields) }) },

    {
      method: 'GET',
      pattern: /^\/v1\/charges$/,
      access: 'secret',
      handle: (call) => {
        call.fields.only(['payment_intent', 'customer', 'limit', 'starting_after', 'ending_before', 'expand']);
        const paymentIntent = call.fields.string('payment_intent');
        const customer = call.fields.string('customer');
        const charges = [...store.charges.values()].filter(
          (charge) => (!paymentIntent || charge.payment_intent === paymentIntent) && (!customer || charge.customer === customer),
        );
        return { json: listPage(charges, call.fields, '/v1/charges') };
      },
    },
    { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, access: 'secret', handle: (call) => ({ json: found(store.charges.get(id(call)), 'charge', id(call)) }) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, access: 'secret', handle: (call) => ({ json: createRefund(refundContext(call), call.fields) }) },
    { method: 'GET', pattern: /^\/v1\/refunds$/, access: 'secret', handle: (call) => ({ json: listRefunds(store, call.fields) }) },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      access: 'secret',
      handle: (call) => {
        call.fields.only(['expand']);
        return { json: existingRefund(store, id(call)) };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      access: 'secret',
      handle: (call) => ({ json: updateRefund(refundContext(call), existingRefund(store, id(call)), call.fields) }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events$/,
      access: 'secret',
      handle: (call) => {
        call.fields.only(['type', 'limit', 'starting_after', 'ending_before', 'expand']);
        const type = call.fields.string('type');
        const events = [...store.events.values()].filter((event) => !type || event.type === type);
        return { json: listPage(events, call.fields, '/v1/events') };
      },
    },
    { method: 'GET', pattern: /^\/v1\/events\/([^/]+)$/, access: 'secret', handle: (call) => ({ json: found(store.events.get(id(call)), 'event', id(call)) }) },

    // 3-D Secure: Stripe.js's modal (JSON) and the redirect page's forms (redirect back to the return_url).
    {
      method: 'GET',
      pattern: /^\/_emulator\/3ds\/([^/]+)$/,
      access: 'client_secret',
      handle: (call) => ({ html: authenticationPage(intentFor(call, id(call))) }),
    },
    {
      method: 'POST',
      pattern: /^\/_emulator\/3ds\/([^/]+)\/(complete|fail)$/,
      access: 'client_secret',
      handle: (call) => {
        call.fields.only(['from_page', 'expand']);
        const fromPage = call.fields.boolean('from_page') ?? false;
        const intent = authenticate(intentContext(call), intentFor(call, id(call)), call.match[2] as 'complete' | 'fail');
        if (!fromPage) return intentReply(call, intent);
        const returnUrl = store.stateOf(intent.id).returnUrl;
        if (!returnUrl) return { html: resultPage(intent) };
        const target = new URL(returnUrl);
        target.searchParams.set('payment_intent', intent.id);
        target.searchParams.set('payment_intent_client_secret', intent.client_secret);
        target.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'processing' ? intent.status : 'failed');
        return { redirect: target.toString() };
      },
    },
    {
      method: 'POST',
      pattern: /^\/_emulator\/events\/([^/]+)\/resend$/,
      access: 'secret',
      handle: async (call) => {
        const event = found(store.events.get(id(call)), 'event', id(call));
        const delivery = webhooks.send(event);
        if (!delivery) throw invalidRequest(`No webhook endpoint is configured for ${event.type} events.`);
        return { json: await delivery };
      },
    },
    {
      method: 'GET',
      pattern: /^\/_emulator\/webhook\/attempts$/,
      access: 'secret',
      handle: () => ({ json: { object: 'list', data: webhooks.attempts, has_more: false, url: '/_emulator/webhook/attempts' } }),
    },
    {
      method: 'POST',
      pattern: /^\/_emulator\/webhook$/,
      access: 'secret',
      handle: (call) => {
        call.fields.only(['url', 'secret', 'events']);
        const url = call.fields.string('url');
        if (!url) {
          webhooks.configure(undefined);
          return { json: { url: null } };
        }
        const endpoint = { url, secret: call.fields.string('secret', { required: true }) as string, events: call.fields.strings('events') };
        try {
          webhooks.configure(endpoint);
        } catch (error) {
          throw invalidRequest((error as Error).message);
        }
        return { json: { url, events: endpoint.events.length ? endpoint.events : ['*'] } };
      },
    },
  ];

  function emitCreated<T extends { object: string }>(object: T, call: Call): T {
    emit(`${object.object}.created`, object, call);
    return object;
  }

  function found<T>(value: T | undefined, resource: string, objectId: string): T {
    if (!value) throw resourceMissing(resource, objectId);
    return value;
  }

  function authenticateCall(req: IncomingMessage, params: Params, access: Access): KeyKind | undefined {
    const key = keyFrom(req.headers.authorization, params.key);
    if (!key) {
      if (access === 'client_secret') return undefined;
      throw invalidRequest(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        {},
        401,
      );
    }
    const kind: KeyKind | undefined = secretKeys.includes(key) ? 'secret' : publishableKeys.includes(key) ? 'publishable' : undefined;
    if (!kind) throw invalidRequest(`Invalid API Key provided: ${maskKey(key)}`, {}, 401);
    if (kind === 'publishable' && access === 'secret') {
      throw invalidRequest(
        'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
        {},
        403,
      );
    }
    return kind;
  }

  /** `expand[]=customer`, `expand[]=data.payment_method`: ids replaced by the objects they name. */
  function expand(body: unknown, paths: string[]): unknown {
    const lookups: Record<string, (objectId: string) => object | undefined> = {
      customer: (objectId) => store.customers.get(objectId),
      payment_method: (objectId) => store.paymentMethods.get(objectId),
      latest_charge: (objectId) => store.charges.get(objectId),
      payment_intent: (objectId) => store.paymentIntents.get(objectId),
      charge: (objectId) => store.charges.get(objectId),
    };
    const expandPath = (target: Record<string, unknown>, parts: string[], path: string): void => {
      const [field, ...rest] = parts;
      if (target.object === 'list' && field === 'data' && Array.isArray(target.data)) {
        for (const item of target.data) expandPath(item as Record<string, unknown>, rest, path);
        return;
      }
      if (!(field in target) || (!lookups[field] && rest.length === 0)) {
        throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
      }
      const value = target[field];
      if (typeof value === 'string' && lookups[field]) target[field] = structuredClone(lookups[field](value) ?? value);
      if (rest.length > 0 && target[field] && typeof target[field] === 'object') expandPath(target[field] as Record<string, unknown>, rest, path);
    };
    if (paths.length === 0 || !body || typeof body !== 'object') return body;
    const copy = structuredClone(body) as Record<string, unknown>;
    for (const path of paths) expandPath(copy, path.split('.'), path);
    return copy;
  }

  function corsHeaders(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', 'Request-Id, Stripe-Version, Idempotency-Key, Idempotent-Replayed');
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
      res.setHeader(
        'access-control-allow-headers',
        req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
      );
      res.setHeader('access-control-max-age', '300');
    }
  }

  function sendJson(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache, no-store', ...headers });
    res.end(body);
  }

  function errorJson(error: StripeApiError, keyKind: KeyKind | undefined): string {
    const body: StripeErrorBody & { payment_intent?: unknown } = { ...error.body };
    if (error.paymentIntent) body.payment_intent = keyKind === 'secret' ? error.paymentIntent : publishableView(error.paymentIntent);
    return JSON.stringify({ error: body }, null, 2);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    const path = url.pathname;
    const requestId = `req_${newId('x').slice(2, 16)}`;
    corsHeaders(req, res);
    if (method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && STRIPE_JS_PATHS.has(path)) {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
        'cross-origin-resource-policy': 'cross-origin',
        'x-content-type-options': 'nosniff',
      });
      res.end(STRIPE_JS);
      return;
    }
    if (method === 'GET' && (path === '/' || path === '/_emulator/health')) {
      sendJson(res, 200, JSON.stringify({ object: 'stripe_emulator', ok: true, api_version: API_VERSION, stripe_js: '/v3/stripe.js' }), {});
      return;
    }

    const headers: Record<string, string> = { 'request-id': requestId, 'stripe-version': String(req.headers['stripe-version'] ?? API_VERSION) };
    const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let keyKind: KeyKind | undefined;
    let status = 200;
    let body: string;
    try {
      const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
      if (!route) {
        throw invalidRequest(
          `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          {},
          404,
        );
      }
      if (/json/i.test(req.headers['content-type'] ?? '')) {
        throw invalidRequest('Invalid request: Stripe takes form-encoded bodies (application/x-www-form-urlencoded), not JSON.');
      }
      const params: Params = { ...parseForm(url.search.slice(1)), ...(method === 'GET' ? {} : parseForm(await readBody(req))) };
      keyKind = authenticateCall(req, params, route.access);
      const clientSecret = typeof params.client_secret === 'string' ? params.client_secret : undefined;
      delete params.key;
      delete params.client_secret;
      const fields = new Fields(params);
      const apiKey = keyFrom(req.headers.authorization, undefined) ?? '';
      const saved = idempotencyKey && apiKey ? idempotency.lookup(apiKey, idempotencyKey, method, path, params) : undefined;
      if (saved) {
        sendJson(res, saved.status, saved.body, { ...headers, 'idempotent-replayed': 'true' });
        log(`${method} ${path} ${saved.status} (replayed ${idempotencyKey})`);
        return;
      }
      const call: Call = { method, path, match: path.match(route.pattern) as string[], params, fields, keyKind, clientSecret, requestId, idempotencyKey, baseUrl: `http://${req.headers.host}` };
      const expansions = method === 'DELETE' ? [] : fields.strings('expand');
      try {
        const reply = await route.handle(call);
        if ('redirect' in reply) {
          res.writeHead(303, { location: reply.redirect }).end();
          log(`${method} ${path} 303`);
          return;
        }
        if ('html' in reply) {
          res.writeHead(reply.status ?? 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(reply.html);
          log(`${method} ${path} ${reply.status ?? 200}`);
          return;
        }
        status = reply.status ?? 200;
        body = JSON.stringify(expand(reply.json, expansions), null, 2);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = errorJson(error, keyKind);
      }
      if (idempotencyKey && apiKey && isSaved(status)) idempotency.save(apiKey, idempotencyKey, method, path, params, { status, body });
    } catch (error) {
      if (error instanceof StripeApiError) {
        status = error.status;
        body = errorJson(error, keyKind);
      } else {
        status = 500;
        body = JSON.stringify({ error: { type: 'api_error', message: `stripe-emulator: ${(error as Error).message}` } }, null, 2);
        log(`${method} ${path} failed: ${(error as Error).stack}`);
      }
    }
    sendJson(res, status, body, headers);
    log(`${method} ${path} ${status} ${requestId}`);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log(`stripe-emulator: ${error.stack}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const publicHost = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host;
  const url = `http://${publicHost}:${address.port}`;
  return {
    url,
    port: address.port,
    jsUrl: `${url}/v3/stripe.js`,
    secretKey: secretKeys[0],
    publishableKey: publishableKeys[0],
    setWebhook: (endpoint) => webhooks.configure(endpoint),
    webhooksIdle: () => webhooks.idle(),
    stop: async () => {
      webhooks.stop();
      store.clearTimers();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await webhooks.idle();
    },
  };
}

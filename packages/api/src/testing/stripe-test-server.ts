/**
 * A local HTTP server that speaks the part of Stripe's API ProductCheck uses, for tests and the browser
 * suite: the real `stripe` SDK (STRIPE_API_BASE) and a stubbed Stripe.js talk to it over real HTTP, and
 * nothing ever reaches Stripe. It listens on 127.0.0.1 on a free port and keeps its intents in memory.
 *
 * - `POST /v1/payment_intents`, form-encoded as the SDK sends it (`metadata[purchaseId]=…`,
 *   `automatic_payment_methods[enabled]=true`): a new intent in `requires_payment_method`. An
 *   `Idempotency-Key` seen before with the same parameters answers the first result again
 *   (`Idempotent-Replayed: true`); with other parameters it is a 400 `idempotency_error`, as on Stripe.
 * - `GET /v1/payment_intents/:id`: the intent; 404 `resource_missing` when unknown.
 * - `POST /v1/payment_intents/:id/confirm` with `payment_method`:
 *   `pm_card_visa` → `succeeded` (`amount_received`, `latest_charge`);
 *   `pm_card_chargeDeclined` → HTTP 402 `card_error`/`card_declined` whose `error.payment_intent` is
 *   the intent, now back in `requires_payment_method` with `last_payment_error` (Stripe's answer to a
 *   declined confirm; Stripe.js turns it into `{ error }`);
 *   `pm_card_processing` (ours, not Stripe's) → `processing`.
 *   An intent that is not waiting for payment → 400 `payment_intent_unexpected_state`.
 * - Keys: `Authorization: Bearer <secretKey>` everywhere; the retrieve and confirm calls also take the
 *   publishable key (as a Bearer token or a `key` parameter) together with the intent's
 *   `client_secret` parameter, as Stripe.js sends them (answered without `metadata`, like Stripe). Any
 *   other key → 401 with Stripe's error shape `{ error: { type: "invalid_request_error", message } }`.
 * - Every answer allows any origin (CORS) and `OPTIONS` preflights are answered, because Stripe.js
 *   calls it from the browser.
 * - `GET /v3`: the `stripeJs` script given to it, `{{STRIPE_API_BASE}}` replaced by its own base URL.
 * - With a webhook URL (`webhookUrl` / `setWebhookUrl`), a confirm also delivers the signed event
 *   (`payment_intent.succeeded`, `.payment_failed` or `.processing`) to it, as Stripe would.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import Stripe from "stripe";

import { readBody } from "./read-body";

export type StripeTestIntentStatus = Stripe.PaymentIntent.Status;

export interface StripeTestPaymentError {
  type: "card_error";
  code: "card_declined";
  decline_code: "generic_decline";
  message: string;
}

/** A PaymentIntent as Stripe's API returns it (the fields Stripe.js and the server read). */
export interface StripeTestIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: "automatic_async";
  client_secret: string;
  confirmation_method: "automatic";
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: StripeTestPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: StripeTestIntentStatus;
}

/** Form parameters as Stripe reads them: `a[b]=c` nests, `a[]=x` appends. */
export interface FormParams {
  [key: string]: string | FormParams | string[];
}

export interface StripeTestRequest {
  method: string;
  /** Path without the query string, e.g. "/v1/payment_intents". */
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** Body and query parameters together. */
  params: FormParams;
}

export interface StripeTestDelivery {
  type: string;
  intentId: string;
  /** The receiver's HTTP status, or "error" when it could not be reached. */
  status: number | "error";
}

export interface StripeTestServerOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** A stubbed Stripe.js, served at GET /v3 with {{STRIPE_API_BASE}} replaced by this server's base URL. */
  stripeJs?: string;
  /** Where confirms deliver their signed events; none unless given (or set later). */
  webhookUrl?: string;
}

export interface StripeTestServer {
  /** e.g. "http://127.0.0.1:43121": STRIPE_API_BASE. */
  baseUrl: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Every intent by id; a test may change one directly (e.g. its amount) to play a tampered payment. */
  intents: Map<string, StripeTestIntent>;
  /** Every /v1 request received, in order. */
  requests: StripeTestRequest[];
  /** Webhook deliveries made by confirms, in order. */
  deliveries: StripeTestDelivery[];
  /** The intent behind a client secret (what the browser holds); throws when there is none. */
  intentOf(clientSecret: string): StripeTestIntent;
  /** An intent made directly (not through our API), e.g. one our database never heard of. */
  createIntent(params: { amount: number; currency?: string; metadata?: Record<string, string> }): StripeTestIntent;
  /** Moves an intent to `status` with what Stripe sets on the way (succeeded: amount_received, latest_charge). */
  setStatus(id: string, status: StripeTestIntentStatus): StripeTestIntent;
  /** Answers every /v1 request with this HTTP status and Stripe's `api_error` body, until null. */
  failWith(status: number | null): void;
  /** Holds every /v1 answer this long (a slow Stripe; 0 to stop). */
  setDelay(ms: number): void;
  setWebhookUrl(url: string | null): void;
  /** Resolves when the deliveries under way have been answered. */
  settled(): Promise<void>;
  /** An event as Stripe delivers it: its JSON body and the matching Stripe-Signature header. */
  signedEvent(
    type: string,
    intent: StripeTestIntent | string,
    options?: { timestamp?: number; secret?: string },
  ): { payload: string; header: string };
  /** The Stripe-Signature header for a body (`timestamp` in Unix seconds, e.g. an old one). */
  webhookHeader(payload: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(length = 24): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

const unixNow = () => Math.floor(Date.now() / 1000);

/** An intent in these states may be confirmed. */
const CONFIRMABLE = new Set<StripeTestIntentStatus>(["requires_payment_method", "requires_confirmation", "requires_action"]);

const DECLINED: StripeTestPaymentError = {
  type: "card_error",
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

function invalidRequest(status: number, message: string, extra: Record<string, unknown> = {}): StripeHttpError {
  return new StripeHttpError(status, { type: "invalid_request_error", message, ...extra });
}

/** Parses `a=1&b[c]=2&d[]=3` into `{ a: "1", b: { c: "2" }, d: ["3"] }`, brackets encoded or not. */
export function parseFormParams(text: string): FormParams {
  const params: FormParams = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = "", ...path] = key.replace(/\]/g, "").split("[");
    let node = params;
    let name = head;
    for (const segment of path) {
      if (segment === "") break;
      const next = node[name];
      node = typeof next === "object" && !Array.isArray(next) ? next : (node[name] = {});
      name = segment;
    }
    if (key.endsWith("[]")) {
      const list = node[name];
      node[name] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      node[name] = value;
    }
  }
  return params;
}

function stringParam(params: FormParams, name: string): string | undefined {
  const value = params[name];
  return typeof value === "string" ? value : undefined;
}

const CORS_HEADERS = { "access-control-allow-origin": "*" };

export async function startStripeTestServer(options: StripeTestServerOptions = {}): Promise<StripeTestServer> {
  const secretKey = options.secretKey ?? `rk_test_${randomId()}`;
  const publishableKey = options.publishableKey ?? `pk_test_${randomId()}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomId(32)}`;
  const intents = new Map<string, StripeTestIntent>();
  const requests: StripeTestRequest[] = [];
  const deliveries: StripeTestDelivery[] = [];
  /** Idempotency-Key → the request it was first used with and the answer given. */
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const inFlight = new Set<Promise<void>>();
  let failure: number | null = null;
  let delayMs = 0;
  let webhookUrl = options.webhookUrl ?? null;
  let baseUrl = "";

  function createIntent(params: { amount: number; currency?: string; metadata?: Record<string, string>; description?: string | null; automaticPaymentMethods?: boolean }): StripeTestIntent {
    const id = `pi_${randomId()}`;
    const intent: StripeTestIntent = {
      id,
      object: "payment_intent",
      amount: params.amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: params.automaticPaymentMethods === false ? null : { enabled: true },
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${id}_secret_${randomId(25)}`,
      confirmation_method: "automatic",
      created: unixNow(),
      currency: (params.currency ?? "eur").toLowerCase(),
      customer: null,
      description: params.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata ?? {},
      next_action: null,
      payment_method: null,
      payment_method_types: ["card"],
      receipt_email: null,
      status: "requires_payment_method",
    };
    intents.set(id, intent);
    return intent;
  }

  function setStatus(id: string, status: StripeTestIntentStatus): StripeTestIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    intent.status = status;
    if (status === "succeeded" || status === "processing") {
      intent.payment_method ??= `pm_${randomId()}`;
      intent.last_payment_error = null;
    }
    if (status === "succeeded") {
      intent.amount_received = intent.amount;
      intent.latest_charge ??= `ch_${randomId()}`;
    }
    if (status === "canceled") {
      intent.canceled_at = unixNow();
      intent.cancellation_reason = "abandoned";
    }
    return intent;
  }

  function webhookHeader(payload: string, signing: { timestamp?: number; secret?: string } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: signing.secret ?? webhookSecret, timestamp: signing.timestamp });
  }

  function signedEvent(type: string, given: StripeTestIntent | string, signing: { timestamp?: number; secret?: string } = {}) {
    const intent = typeof given === "string" ? intents.get(given) : given;
    if (!intent) throw new Error(`no intent ${String(given)}`);
    const payload = JSON.stringify({
      id: `evt_${randomId()}`,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: signing.timestamp ?? unixNow(),
      data: { object: intent },
      livemode: false,
      pending_webhooks: 1,
      request: { id: `req_${randomId(14)}`, idempotency_key: null },
      type,
    });
    return { payload, header: webhookHeader(payload, signing) };
  }

  /** Delivers an event to the webhook URL in the background, as Stripe does after a confirm. */
  function deliver(type: string, intent: StripeTestIntent) {
    if (!webhookUrl) return;
    const { payload, header } = signedEvent(type, structuredClone(intent));
    const delivery = fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
      body: payload,
    }).then(
      async (response) => {
        await response.arrayBuffer();
        deliveries.push({ type, intentId: intent.id, status: response.status });
      },
      () => void deliveries.push({ type, intentId: intent.id, status: "error" }),
    );
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  /** Which key the request carries: the secret key, the publishable key (Stripe.js) or neither (401). */
  function authenticate(req: IncomingMessage, params: FormParams): "secret" | "publishable" {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? stringParam(params, "key");
    if (bearer === secretKey) return "secret";
    if (bearer === publishableKey) return "publishable";
    if (!bearer) {
      throw invalidRequest(
        401,
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    throw invalidRequest(401, `Invalid API Key provided: ${bearer.slice(0, 8)}${"*".repeat(Math.max(0, bearer.length - 12))}${bearer.slice(-4)}`);
  }

  function findIntent(id: string): StripeTestIntent {
    const intent = intents.get(id);
    if (!intent) {
      throw invalidRequest(404, `No such payment_intent: '${id}'`, {
        code: "resource_missing",
        param: "intent",
        doc_url: "https://stripe.com/docs/error-codes/resource-missing",
      });
    }
    return intent;
  }

  /** Stripe.js sees an intent through its client secret, and without the merchant's metadata. */
  function forKey(key: "secret" | "publishable", intent: StripeTestIntent, params: FormParams): Record<string, unknown> {
    if (key === "secret") return { ...intent };
    if (stringParam(params, "client_secret") !== intent.client_secret) {
      throw invalidRequest(400, "The client_secret provided does not match the client_secret associated with the PaymentIntent.", {
        code: "payment_intent_invalid_parameter",
        param: "client_secret",
      });
    }
    const { metadata: _metadata, ...visible } = intent;
    return visible;
  }

  function create(key: "secret" | "publishable", params: FormParams): StripeTestIntent {
    if (key !== "secret") throw invalidRequest(401, "This API call cannot be made with a publishable API key. Please use a secret API key.");
    const amount = stringParam(params, "amount");
    const currency = stringParam(params, "currency");
    if (amount === undefined) throw invalidRequest(400, "Missing required param: amount.", { code: "parameter_missing", param: "amount" });
    if (currency === undefined) throw invalidRequest(400, "Missing required param: currency.", { code: "parameter_missing", param: "currency" });
    if (!/^\d+$/.test(amount)) throw invalidRequest(400, "Invalid integer: " + amount, { code: "parameter_invalid_integer", param: "amount" });
    const metadata = params.metadata;
    const automatic = params.automatic_payment_methods;
    return createIntent({
      amount: Number(amount),
      currency,
      metadata: typeof metadata === "object" && !Array.isArray(metadata) ? (metadata as Record<string, string>) : {},
      description: stringParam(params, "description") ?? null,
      automaticPaymentMethods: typeof automatic === "object" && !Array.isArray(automatic) && automatic.enabled === "true",
    });
  }

  function confirm(intent: StripeTestIntent, key: "secret" | "publishable", params: FormParams): { status: number; body: Record<string, unknown> } {
    forKey(key, intent, params);
    if (!CONFIRMABLE.has(intent.status)) {
      throw invalidRequest(400, `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, {
        code: "payment_intent_unexpected_state",
        payment_intent: forKey(key, intent, params),
      });
    }
    const paymentMethod = stringParam(params, "payment_method");
    if (paymentMethod === undefined) {
      throw invalidRequest(400, "You must provide a payment_method to confirm this PaymentIntent.", { code: "parameter_missing", param: "payment_method" });
    }
    if (paymentMethod === "pm_card_chargeDeclined") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = DECLINED;
      deliver("payment_intent.payment_failed", intent);
      return { status: 402, body: { error: { ...DECLINED, payment_intent: forKey(key, intent, params) } } };
    }
    if (paymentMethod !== "pm_card_visa" && paymentMethod !== "pm_card_processing") {
      throw invalidRequest(400, `No such PaymentMethod: '${paymentMethod}'`, { code: "resource_missing", param: "payment_method" });
    }
    const status = paymentMethod === "pm_card_visa" ? "succeeded" : "processing";
    setStatus(intent.id, status);
    deliver(`payment_intent.${status}`, intent);
    return { status: 200, body: forKey(key, intent, params) };
  }

  /** Routes one /v1 call; answers { status, body }. */
  function answer(req: IncomingMessage, path: string, params: FormParams): { status: number; body: unknown } {
    const key = authenticate(req, params);
    if (req.method === "POST" && path === "/v1/payment_intents") return { status: 200, body: create(key, params) };
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (match?.[1] && !match[2] && req.method === "GET") return { status: 200, body: forKey(key, findIntent(match[1]), params) };
    if (match?.[1] && match[2] && req.method === "POST") return confirm(findIntent(match[1]), key, params);
    throw invalidRequest(404, `Unrecognized request URL (${req.method}: ${path}).`);
  }

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
    if (res.destroyed) return;
    res.writeHead(status, { ...CORS_HEADERS, "content-type": "application/json", "request-id": `req_${randomId(14)}`, ...headers });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        ...CORS_HEADERS,
        "access-control-allow-methods": "GET, POST, OPTIONS",
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "authorization, content-type, stripe-version",
        "access-control-max-age": "600",
      });
      return res.end();
    }
    if (req.method === "GET" && url.pathname === "/v3") {
      if (options.stripeJs === undefined) return send(res, 404, JSON.stringify({ error: { message: "no Stripe.js stub given" } }));
      res.writeHead(200, { ...CORS_HEADERS, "content-type": "application/javascript; charset=utf-8" });
      return res.end(options.stripeJs.replaceAll("{{STRIPE_API_BASE}}", baseUrl));
    }

    const body = await readBody(req);
    const params = { ...parseFormParams(url.search.slice(1)), ...parseFormParams(body) };
    const idempotencyKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : undefined;
    requests.push({ method: req.method ?? "", path: url.pathname, authorization: req.headers.authorization, idempotencyKey, params });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure !== null) {
      return send(res, failure, JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred (test failure)." } }));
    }

    const fingerprint = `${req.method} ${url.pathname} ${[...new URLSearchParams(body)].sort().join("&")}`;
    const replay = idempotencyKey && req.method === "POST" ? idempotent.get(idempotencyKey) : undefined;
    if (replay && replay.fingerprint !== fingerprint) {
      return send(
        res,
        400,
        JSON.stringify({
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        }),
      );
    }
    if (replay) return send(res, replay.status, replay.body, { "idempotent-replayed": "true", "idempotency-key": idempotencyKey ?? "" });

    let result: { status: number; body: unknown };
    try {
      result = answer(req, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      result = { status: error.status, body: { error: error.body } };
    }
    const text = JSON.stringify(result.body);
    if (idempotencyKey && req.method === "POST") idempotent.set(idempotencyKey, { fingerprint, status: result.status, body: text });
    send(res, result.status, text, idempotencyKey ? { "idempotency-key": idempotencyKey } : {});
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, JSON.stringify({ error: { type: "api_error", message: String(error) } })));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  let closed = false;
  return {
    baseUrl,
    port,
    secretKey,
    publishableKey,
    webhookSecret,
    intents,
    requests,
    deliveries,
    intentOf(clientSecret) {
      const intent = intents.get(clientSecret.split("_secret_")[0] ?? "");
      if (!intent || intent.client_secret !== clientSecret) throw new Error(`no intent has the client secret ${clientSecret}`);
      return intent;
    },
    createIntent: (params) => createIntent(params),
    setStatus,
    failWith(status) {
      failure = status;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async settled() {
      await Promise.all([...inFlight]);
    },
    signedEvent,
    webhookHeader,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...inFlight]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A real local HTTP server that speaks the OpenAI Chat Completions API, for tests (the real SDK over
 * real HTTP; tests never reach a real AI):
 * - `POST {baseUrl}/chat/completions` → 200 with a `chat.completion` whose message content is what
 *   the test's `answer` function returns for the request (any text: valid JSON, junk, invented ids);
 * - an answer `{ status, body }` is sent as that HTTP error instead, `{ delayMs }` first waits;
 * - every request body is recorded, and the bearer token is checked against `apiKey`.
 * It listens on 127.0.0.1 on a free port.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { readBody } from "./read-body";

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
}

export type ChatAnswer = string | { content?: string; status?: number; body?: string; delayMs?: number };

export interface AiTestServer {
  /** e.g. "http://127.0.0.1:43121/v1"; pass it as the SDK's baseURL. */
  baseUrl: string;
  apiKey: string;
  requests: ChatRequest[];
  /** Decides the next answers. */
  setAnswer(answer: (request: ChatRequest) => ChatAnswer): void;
  /** The user message of a recorded request, parsed as JSON. */
  userPayload(request: ChatRequest): unknown;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: string): void {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body);
}

function completion(model: string, content: string): string {
  return JSON.stringify({
    id: `chatcmpl-test-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

export async function startAiTestServer(
  options: { apiKey?: string; answer?: (request: ChatRequest) => ChatAnswer } = {},
): Promise<AiTestServer> {
  const apiKey = options.apiKey ?? "test-key";
  const requests: ChatRequest[] = [];
  let answer = options.answer ?? (() => "{}");
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        return send(res, 404, JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return send(res, 401, JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
      }
      const request = JSON.parse(await readBody(req)) as ChatRequest;
      requests.push(request);
      const reply = answer(request);
      const spec = typeof reply === "string" ? { content: reply } : reply;
      const respond = () => {
        if (spec.status) send(res, spec.status, spec.body ?? JSON.stringify({ error: { message: "test failure" } }));
        else send(res, 200, completion(request.model, spec.content ?? ""));
      };
      if (spec.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          respond();
        }, spec.delayMs);
        timers.add(timer);
      } else {
        respond();
      }
    })().catch(() => send(res, 400, JSON.stringify({ error: { message: "bad request" } })));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  let closed = false;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    setAnswer(next) {
      answer = next;
    },
    userPayload(request) {
      const user = request.messages.find((message) => message.role === "user");
      return JSON.parse(user?.content ?? "null");
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

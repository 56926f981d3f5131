/**
 * A real SMTP server for tests (the `smtp-server` package) on a free loopback port: the app sends
 * its mail to `url` exactly as it would to a provider, and the test reads what arrived. With
 * `httpMailbox` it also answers `GET /messages` with the received mail as JSON, for tests running in
 * another process than the one that started it (the browser tests' global setup).
 */
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  receivedAt: string;
}

export interface TestSmtpServer {
  /** e.g. "smtp://127.0.0.1:40125": the SMTP_URL to give the app. */
  url: string;
  /** e.g. "http://127.0.0.1:40126" when started with `httpMailbox`. */
  mailboxUrl: string | undefined;
  messages: ReceivedMail[];
  /** Waits for the next message to `to` that arrives after `since` messages were there. */
  waitForMail(to: string, options?: { timeoutMs?: number; since?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtpServer({ httpMailbox = false } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (its built-in certificate is self-signed) and no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"));
        messages.push({
          ...mail,
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let mailbox: HttpServer | undefined;
  let mailboxUrl: string | undefined;
  if (httpMailbox) {
    mailbox = createHttpServer((request, response) => {
      if (request.method === "GET" && request.url === "/messages") {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => mailbox?.listen(0, "127.0.0.1", resolve));
    mailboxUrl = `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`;
  }

  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    mailboxUrl,
    messages,
    waitForMail: (to, { timeoutMs = 5_000, since = 0 } = {}) =>
      pollForMail(async () => messages.slice(since), to, timeoutMs),
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (mailbox) {
        mailbox.closeAllConnections();
        await new Promise<void>((resolve) => mailbox?.close(() => resolve()));
      }
    },
  };
}

/** Waits until the mailbox at `mailboxUrl` holds a message to `to` that was not in `seen`. */
export function waitForMailboxMessage(
  mailboxUrl: string,
  to: string,
  { timeoutMs = 10_000, since = 0 }: { timeoutMs?: number; since?: number } = {},
): Promise<ReceivedMail> {
  return pollForMail(async () => (await readMailbox(mailboxUrl)).slice(since), to, timeoutMs);
}

/** Everything the mailbox received so far. */
export async function readMailbox(mailboxUrl: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl}/messages`);
  if (!response.ok) throw new Error(`the test mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

async function pollForMail(read: () => Promise<ReceivedMail[]>, to: string, timeoutMs: number): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  for (;;) {
    const found = (await read()).find((mail) => mail.to.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The six-digit sign-in code of a message, from its plain-text part. */
export function signInCodeOf(mail: ReceivedMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no sign-in code in the e-mail's text:\n${mail.text}`);
  return code;
}

// ---- A small MIME reader: enough for what nodemailer writes (single part or multipart, 7bit,
// quoted-printable or base64, UTF-8), so the tests check the parts a mail client would show.

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\n/g, "");
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words in a header (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`). */
function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=\s*/g, (_match, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function leafParts(part: MimePart): MimePart[] {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\n/, ""))));
}

function parseMail(raw: string): Pick<ReceivedMail, "subject" | "text" | "html"> {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const ofType = (type: string) =>
    parts.find((part) => (part.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
  const text = ofType("text/plain");
  const html = ofType("text/html");
  return {
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    text: text ? decodeBody(text) : "",
    html: html ? decodeBody(html) : "",
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server and a real HTTP receiver for the notification tests: what the site sends
 * arrives here over the network, as it would at a mail server and a CRM.
 */
export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  /** When it arrived (ms), before it was acknowledged. */
  receivedAt: number;
}

export interface ReceivedHook {
  headers: Record<string, string>;
  raw: string;
  body: { eventId: string; lead: { id: string } & Record<string, unknown> } & Record<string, unknown>;
  /** When it arrived (ms), before it was acknowledged. */
  receivedAt: number;
}

/**
 * A slow receiver: how long to wait, in ms, before acknowledging a delivery that has arrived and
 * been recorded (the webhook's HTTP answer, the SMTP server's reply to DATA); 0 for at once. A
 * sender that dies meanwhile never learns that it was delivered.
 */
export type AcknowledgeAfter = (delivery: ReceivedEmail | ReceivedHook) => number;

export interface SinkOptions {
  smtpPort?: number;
  httpPort?: number;
  acknowledgeAfter?: AcknowledgeAfter;
}

export interface Sink {
  smtpPort: number;
  httpPort: number;
  emails: ReceivedEmail[];
  hooks: ReceivedHook[];
  close(): Promise<void>;
}

const later = (ms: number, then: () => void) => (ms > 0 ? void setTimeout(then, ms) : then());

export async function startSmtp(
  port = 0,
  emails: ReceivedEmail[] = [],
  acknowledgeAfter: AcknowledgeAfter = () => 0,
): Promise<{ server: SMTPServer; port: number; emails: ReceivedEmail[] }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const email: ReceivedEmail = {
              from: mail.from?.address ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
              receivedAt: Date.now(),
            };
            emails.push(email);
            later(acknowledgeAfter(email), () => callback());
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A sender that dies in the middle of a message (the fleet's test kills instances while this
  // server holds their delivery) resets its connection, and smtp-server reports that as an 'error'
  // on the server. The listen's `once` above took the first; the second, with no listener left,
  // ended the test process ("read ECONNRESET" in CI). A mail server notes it and goes on; so does
  // this one.
  server.on('error', () => undefined);
  const address = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return { server, port: address.port, emails };
}

export async function startReceiver(
  port = 0,
  hooks: ReceivedHook[] = [],
  extra?: (url: URL) => unknown,
  acknowledgeAfter: AcknowledgeAfter = () => 0,
): Promise<{ server: Server; port: number; hooks: ReceivedHook[] }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && extra) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(extra(url) ?? null));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const hook: ReceivedHook = {
        headers: Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)])),
        raw,
        body: JSON.parse(raw) as ReceivedHook['body'],
        receivedAt: Date.now(),
      };
      hooks.push(hook);
      later(acknowledgeAfter(hook), () => {
        response.statusCode = 204;
        response.end();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port, hooks };
}

export async function startSink({ smtpPort = 0, httpPort = 0, acknowledgeAfter }: SinkOptions = {}): Promise<Sink> {
  const emails: ReceivedEmail[] = [];
  const hooks: ReceivedHook[] = [];
  const smtp = await startSmtp(smtpPort, emails, acknowledgeAfter);
  const receiver = await startReceiver(
    httpPort,
    hooks,
    (url) => {
      // GET /received?q=<text>: what arrived that mentions the text (a lead id or a unique name),
      // for end-to-end tests in another process.
      const q = url.searchParams.get('q') ?? '';
      return {
        emails: emails.filter((email) => email.text.includes(q) || email.subject.includes(q)),
        hooks: hooks.filter((hook) => hook.raw.includes(q)),
      };
    },
    acknowledgeAfter,
  );
  return {
    smtpPort: smtp.port,
    httpPort: receiver.port,
    emails,
    hooks,
    async close() {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
      await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
    },
  };
}

/** Polls until `check` returns a value, for deliveries that happen in the background. */
export async function eventually<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

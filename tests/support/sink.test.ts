import { connect } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { startSmtp } from './sink';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The server's next reply. */
const reply = (socket: ReturnType<typeof connect>) =>
  new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString())));

test('senders reset while their messages are held do not end the process, and the server goes on', async () => {
  const HOLD_MS = 300;
  const { server, port, emails } = await startSmtp(0, [], () => HOLD_MS);
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { connections } = server as unknown as { connections: Set<unknown> };

  // The instances the fleet's test kills, one after another: each message has arrived and waits
  // for the server's acknowledgement when its connection is reset.
  for (const instance of ['first', 'second']) {
    const sender = connect(port, '127.0.0.1');
    expect(await reply(sender)).toMatch(/^220 /);
    for (const [command, answer] of [
      [`EHLO ${instance}`, /^250/],
      ['MAIL FROM:<site@example.com>', /^250 /],
      ['RCPT TO:<coordinators@example.com>', /^250 /],
      ['DATA', /^354 /],
    ] as const) {
      sender.write(`${command}\r\n`);
      expect(await reply(sender)).toMatch(answer);
    }
    const arrived = emails.length + 1;
    sender.write(`Subject: Held by the ${instance}\r\n\r\nA lead.\r\n.\r\n`);
    await expect.poll(() => emails.length).toBe(arrived);
    sender.resetAndDestroy();
    await expect.poll(() => connections.size).toBe(0);
    // The acknowledgement comes due on a connection that is gone.
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS + 50));
  }

  // The next sender is heard.
  const next = connect(port, '127.0.0.1');
  expect(await reply(next)).toMatch(/^220 /);
  next.end('QUIT\r\n');
});

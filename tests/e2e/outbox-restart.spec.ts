import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { leadServerEnv } from '../../playwright.config';
import { getPort } from '../support/ports';
import { startSink } from '../support/sink';
import { expect, letters, test } from './fixtures';

/*
 * The mail server and the CRM are down when a lead arrives; the site is restarted; then they
 * come back. Every notification arrives, exactly once, from the rows the outbox kept.
 */
test('a server restart delivers the notifications that were still waiting', async () => {
  test.setTimeout(90_000);
  const [port, smtpPort, httpPort] = [await getPort(), await getPort(), await getPort()];
  const dataDir = '.e2e-data-restart';
  rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, ...leadServerEnv({ port, dataDir, smtpPort, httpPort }) };

  const start = async (): Promise<ChildProcess> => {
    const server = spawn(process.execPath, ['scripts/server.mjs'], { env, stdio: 'ignore' });
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/robots.txt`).catch(() => undefined))?.status, { timeout: 60_000 })
      .toBe(200);
    return server;
  };
  const stop = (server: ChildProcess) =>
    new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });

  let server = await start();
  const name = `Restart Tester${letters()}`;
  const response = await fetch(`http://localhost:${port}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: name,
      phone: '+33 1 42 68 53 00',
      email: 'restart@example.com',
      consentPrivacy: true,
      locale: 'fr',
      startedAt: Date.now() - 30_000,
    }),
  });
  expect(response.status).toBe(201);
  // Let the first attempts fail while nothing listens.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await stop(server);

  const sink = await startSink({ smtpPort, httpPort });
  try {
    server = await start();
    await expect.poll(() => sink.emails.length + sink.hooks.length, { timeout: 20_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(sink.emails.filter((email) => email.to.includes('coordinators@example.com') && email.text.includes(name))).toHaveLength(1);
    expect(sink.emails.filter((email) => email.to.includes('restart@example.com'))).toHaveLength(1);
    expect(sink.hooks.filter((hook) => hook.body.lead.fullName === name)).toHaveLength(1);
    await stop(server);
  } finally {
    server.kill('SIGKILL');
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

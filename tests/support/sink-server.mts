// The test mail server and webhook receiver as a process, for the end-to-end tests
// (playwright.config.ts starts it): SMTP on SINK_SMTP_PORT, HTTP on SINK_HTTP_PORT.
import { startSink } from './sink';

const sink = await startSink({
  smtpPort: Number(process.env.SINK_SMTP_PORT ?? 3291),
  httpPort: Number(process.env.SINK_HTTP_PORT ?? 3292),
});
console.log(`Test sink: SMTP on ${sink.smtpPort}, HTTP on ${sink.httpPort}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void sink.close().then(() => process.exit(0)));

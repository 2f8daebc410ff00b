/**
 * Runs once when a server process starts: the lead runtime opens the database, applies its
 * migrations and starts the outbox worker, so undelivered notifications resume after a restart.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { leadRuntime } = await import('./server/leads/runtime');
  await leadRuntime();
}

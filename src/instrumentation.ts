/**
 * Runs once when a server process starts: the runtime opens the database, applies its migrations
 * and starts the outbox worker and the interview's idle sweep, so undelivered notifications
 * resume after a restart.
 */
export async function register() {
  // Next.js replaces these two at build time, which keeps the Node-only runtime out of the edge
  // bundle; read through src/env.ts they could not be (docs/decisions/008-code-organisation.md).
  /* eslint-disable no-restricted-properties */
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  /* eslint-enable no-restricted-properties */
  const { appRuntime, ConfigurationProblem } = await import('./runtime.server');
  try {
    await appRuntime();
  } catch (error) {
    // A setting the server cannot run with stops it, with a message that names the setting.
    if (!(error instanceof ConfigurationProblem)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

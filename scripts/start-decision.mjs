// What `npm start` (scripts/start.mjs) does with the build it finds, kept apart from the doing so
// that a unit test can hold every case. It never rebuilds an existing build: a fleet builds once
// and ships that build, and an instance that rebuilt on start would serve pages that no other
// instance serves (or fail for want of time, memory or write access). It builds only when there
// is no build at all, so that a newcomer's `npm install && npm start` still works.

const REBUILD = 'npm run build';

/** A setting's value for the operator; every build setting is public (scripts/build-settings.mjs). */
const shown = (value) => (value === null ? '(unset)' : value);

/** The rebuild command, into the same folder when it is not the default one. */
const rebuildCommand = (distDir) => (distDir === '.next' ? REBUILD : `NEXT_DIST_DIR=${distDir} ${REBUILD}`);

/**
 * What to do with the build in `distDir` (as NEXT_DIST_DIR names it): `exists` when it holds a
 * finished build (its BUILD_ID), `changes` from scripts/build-settings.mjs `changedSettings`
 * (null when the build records no settings). Types: ./start-decision.d.mts.
 */
export function startDecision({ distDir, exists, changes }) {
  if (!exists) {
    return { action: 'build', message: `No build in ${distDir}: building the site once (about a minute)…` };
  }
  if (changes === null) {
    return {
      action: 'stop',
      message: [
        `npm start: the build in ${distDir} records no settings (there is no ${distDir}/build-settings.json),`,
        'so nothing says which SITE_URL, GA_MEASUREMENT_ID and retention periods its pages carry: it was',
        'made with `next build` rather than `npm run build`. npm start never rebuilds an existing build.',
        'Build it again with the settings every instance will run with (in the environment or a .env',
        'file), ship that build, then start:',
        '',
        `  ${rebuildCommand(distDir)}`,
      ].join('\n'),
    };
  }
  if (changes.length > 0) {
    const width = Math.max(...changes.map(({ name }) => name.length));
    const builtWidth = Math.max(...changes.map(({ built }) => shown(built).length));
    return {
      action: 'stop',
      message: [
        `npm start: the build in ${distDir} was made with other settings than this environment has:`,
        '',
        ...changes.map(
          ({ name, built, current }) =>
            `  ${name.padEnd(width)}  build: ${shown(built).padEnd(builtWidth)}  environment: ${shown(current)}`,
        ),
        '',
        "Its pages and headers carry the build's values, so serving it would tell visitors what this",
        'server does not do. npm start never rebuilds an existing build: every instance serves the build',
        "it was shipped. Either start with the build's settings, or build again with the settings every",
        'instance will run with (in the environment or a .env file), ship that build, then start:',
        '',
        `  ${rebuildCommand(distDir)}`,
      ].join('\n'),
    };
  }
  return { action: 'serve' };
}

#!/usr/bin/env node
// A fleet installs with `npm ci` on the machines it runs on, not only on the one that wrote
// package-lock.json. A native package (Next.js's compiler, Tailwind's oxide, lightningcss, sharp,
// argon2, esbuild…) ships one build per platform, each an optional dependency with `os` and `cpu`
// fields, and the lockfile must hold an entry for every one of them. Written from a node_modules
// that holds only this machine's builds, it lacks the others (npm/cli#4828), and `npm ci` refuses
// it on the machines that need them. This check reads only the lockfile (no registry, no
// node_modules): it fails naming each optional dependency that an entry lists and the lockfile
// lacks, and prints which of the platforms we deploy to each native family covers.
import { readFileSync } from 'node:fs';

/** Where the site runs: Linux servers (x64, arm64), and the team's macOS and Windows machines. */
const PLATFORMS = [
  ['linux', 'x64'],
  ['linux', 'arm64'],
  ['darwin', 'x64'],
  ['darwin', 'arm64'],
  ['win32', 'x64'],
];
const label = ([os, cpu]) => `${os}-${cpu}`;

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
if (!lock.packages) {
  console.error(`package-lock.json has lockfileVersion ${lock.lockfileVersion}: this check reads version 2 or 3 (npm 7 and later).`);
  process.exit(1);
}
const packages = lock.packages;

/** The package at a location, e.g. `node_modules/a/node_modules/@s/b` → `@s/b`. */
const nameAt = (location) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The entry that `name` resolves to from the package at `location`, looking up node_modules folders as Node.js does. */
function resolve(location, name) {
  for (let dir = location; ; dir = dir.slice(0, Math.max(dir.lastIndexOf('/node_modules/'), 0))) {
    const entry = packages[dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`];
    if (entry || !dir) return entry;
  }
}

/** Whether an `os` or `cpu` list admits a value (npm's rules: no list admits all, `!x` refuses x). */
function admits(list, value) {
  if (!list) return true;
  if (list.includes(`!${value}`)) return false;
  const wanted = list.filter((item) => !item.startsWith('!'));
  return wanted.length === 0 || wanted.includes(value);
}
const runsOn = (entry, [os, cpu]) => admits(entry.os, os) && admits(entry.cpu, cpu);

const missing = [];
const families = [];
for (const [location, entry] of Object.entries(packages)) {
  const optional = Object.keys(entry.optionalDependencies ?? {});
  if (optional.length === 0) continue;
  const parent = location === '' ? '(the project)' : (entry.name ?? nameAt(location));
  const builds = [];
  for (const name of optional) {
    const dependency = resolve(location, name);
    if (!dependency) {
      // Its platform is in its name by the families' convention, e.g. @next/swc-darwin-arm64.
      const platform = PLATFORMS.find(([os, cpu]) => new RegExp(`(^|[-/])${os}-${cpu}($|-)`).test(name));
      missing.push(`  ${parent} lists ${name}${platform ? ` (${label(platform)})` : ''}`);
    } else if (dependency.os || dependency.cpu) {
      builds.push(dependency);
    }
  }
  // A family is named by its own package, not by one of its platform builds (sharp's builds list libvips's).
  if (builds.length > 0 && !entry.os && !entry.cpu) {
    const covered = PLATFORMS.filter((platform) => builds.some((build) => runsOn(build, platform)));
    families.push(covered.length === PLATFORMS.length ? parent : `${parent} (${covered.map(label).join(', ') || 'none of them'})`);
  }
}

if (missing.length > 0) {
  console.error(
    [
      'package-lock.json lacks optional dependencies that its entries list, so `npm ci` refuses it on',
      "the machines whose builds are missing (a lockfile written from one platform's node_modules,",
      'npm/cli#4828):',
      ...missing,
      'Add them, keeping every other version as it is (node_modules is left alone), and commit the result:',
      '  npm install --package-lock-only',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(
  `package-lock.json lists every build of its ${families.length} native packages, for ${PLATFORMS.map(label).join(', ')} ` +
    `(or the platforms noted): ${families.join(', ')}.`,
);

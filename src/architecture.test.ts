import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The boundaries of docs/decisions/008-code-organisation.md, as the lint and the file tree keep
 * them: a forbidden import fails `npm run lint`, and every server-only module says so.
 */
const root = join(__dirname, '..');

const probes = [
  'src/features/treatments/boundary-probe.ts',
  'src/components/ui/boundary-probe.ts',
  'src/lib/boundary-probe.ts',
  'src/features/leads/boundary-probe.ts',
];

/** The project's lint on a file that does not exist (the type-aware parser is told to accept it). */
async function lintErrors(file: (typeof probes)[number], code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parserOptions: { projectService: { allowDefaultProject: probes }, tsconfigRootDir: root } },
    },
  });
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint boundaries', () => {
  it('refuse an import from one feature into another', async () => {
    const errors = await lintErrors(
      'src/features/treatments/boundary-probe.ts',
      "import { leadTypes } from '@/features/leads/contract';\n\nexport const probe = leadTypes;\n",
    );
    expect(errors.join('\n')).toMatch(/import\/no-restricted-paths/);
  }, 60_000);

  it('refuse an import from a feature into a shared folder', async () => {
    const errors = await lintErrors(
      'src/components/ui/boundary-probe.ts',
      "import { leadTypes } from '@/features/leads/contract';\n\nexport const probe = leadTypes;\n",
    );
    expect(errors.join('\n')).toMatch(/import\/no-restricted-paths/);
  }, 60_000);

  it('refuse a read of process.env outside src/env.ts', async () => {
    const errors = await lintErrors('src/lib/boundary-probe.ts', 'export const probe = process.env.SITE_URL;\n');
    expect(errors.join('\n')).toMatch(/no-restricted-properties/);
  }, 60_000);

  it('let a feature use the shared folders', async () => {
    const errors = await lintErrors(
      'src/features/leads/boundary-probe.ts',
      "import { locales } from '@/i18n/locales';\n\nexport const probe = locales;\n",
    );
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('server-only modules', () => {
  const files = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(directory, entry.name)) : [join(directory, entry.name)],
    );

  it('start with `import "server-only"`: every *.server.ts and everything under src/server but the schema', () => {
    const serverModules = files(join(root, 'src')).filter(
      (file) =>
        /\.server\.tsx?$/.test(file) ||
        (file.includes(`${join('src', 'server')}/`) && !file.endsWith('.test.ts') && !file.endsWith(join('db', 'schema.ts'))),
    );
    expect(serverModules.length).toBeGreaterThan(10);
    const missing = serverModules.filter(
      (file) => !/^(\/\*[\s\S]*?\*\/\s*|\/\/.*\n\s*)*import 'server-only';/.test(readFileSync(file, 'utf8')),
    );
    expect(missing.map((file) => relative(root, file))).toEqual([]);
  });
});

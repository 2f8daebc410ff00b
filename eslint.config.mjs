import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** One zone per feature: a feature may not import another (STYLE.md, "A layout that shows the architecture"). */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: `Features stay independent: move what ${feature} needs into a shared folder (components, server, lib, config, i18n).`,
}));

const config = [
  {
    ignores: [
      '.next/**',
      '.next-bench/**',
      '.next-analytics/**',
      '.shots/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...tseslint.configs.recommendedTypeChecked.map((entry) => ({ ...entry, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Error pages link home with a full page load on purpose: the client state may be what failed.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Links must be localized: next-intl's Link (through AppLink), never next/link.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use AppLink from @/components/shell/app-link: it localizes the path.' }] },
      ],
      // The import direction of STYLE.md: app → features → shared folders; features stay independent.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features', from: './src/app' },
            ...featureZones,
            {
              target: ['./src/components', './src/server', './src/lib', './src/config', './src/i18n'],
              from: ['./src/features', './src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // src/env.ts is the one reader of the environment: every variable is validated there.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/env.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through src/env.ts, where it is validated.' },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/components/shell/client-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;

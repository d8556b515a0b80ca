// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Lint rules, type-aware, plus the import boundaries (docs/decisions/0012-boundaries-with-resolved-paths.md).
 * Boundaries are checked on RESOLVED paths by import-x's no-restricted-paths: a relative '../../features/x/y.ts', a
 * '#src/…' package import and an '@charity/…' workspace import all resolve to the same file, so none slips through.
 * Every zone lives in ONE rule configuration (see boundaryBlocks): flat config replaces a rule's options wholesale
 * when two blocks set it, which is how the previous generated no-restricted-imports blocks lost rules.
 */

const featureFolders = (app) => {
  try {
    return readdirSync(`apps/${app}/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const server = 'apps/server/src';
const web = 'apps/web/src';

/**
 * The two framework plugins whose route-level pieces features declare on their routes: form-bodies (the accepted
 * content types and the honeypot hook) and http-cache (the Cache-Control values of public reads). Every other
 * plugin module is off limits to features.
 */
const pluginsFeaturesStillImport = ['./form-bodies.ts', './http-cache.ts'];

/** @typedef {{ target: string | string[], from: string | string[], except?: string[], message: string }} Zone */

/** Zones that hold for every file, tests included. @type {Zone[]} */
const everywhereZones = [
  {
    target: 'apps/server',
    from: 'apps/web',
    message: 'apps/web and apps/server never import each other; put shared shapes in packages/shared.',
  },
  {
    target: 'apps/web',
    from: 'apps/server',
    message: 'apps/web and apps/server never import each other; put shared shapes in packages/shared.',
  },
  {
    target: 'e2e',
    from: ['apps/server/src', 'apps/web/src'],
    message:
      'e2e drives the built site through the browser and HTTP only; stand-ins live in packages/test-support.',
  },
  {
    target: 'packages',
    from: ['apps', 'e2e'],
    message: 'packages/* sit below the apps: they never import an app.',
  },
];

/** Layer zones for runtime code; tests and their kits compose the whole app and are exempt. @type {Zone[]} */
const runtimeZones = [
  // Server: shared -> services -> features -> app (plugins/, app.ts, server.ts, main.ts, config.ts, seed/, cli/).
  {
    target: `${server}/shared`,
    from: [
      `${server}/services`,
      `${server}/features`,
      `${server}/plugins`,
      `${server}/mail`,
      `${server}/seed`,
      `${server}/cli`,
      `${server}/app.ts`,
      `${server}/server.ts`,
      `${server}/main.ts`,
      `${server}/config.ts`,
    ],
    message: 'src/shared holds pure helpers: it imports no services, features, plugins, db or app modules.',
  },
  {
    // The table types are the one thing below shared/: helpers that shape rows name them.
    target: `${server}/shared`,
    from: `${server}/db`,
    except: ['./schema.ts'],
    message: 'src/shared holds pure helpers: of db/ it may only name the table types (db/schema.ts).',
  },
  {
    // src/mail is today's name of services/mail.
    target: [`${server}/services`, `${server}/mail`],
    from: [
      `${server}/features`,
      `${server}/plugins`,
      `${server}/seed`,
      `${server}/cli`,
      `${server}/app.ts`,
      `${server}/server.ts`,
      `${server}/main.ts`,
    ],
    message: 'Services sit below features and the app: they import only db/, shared/ and other services.',
  },
  {
    target: `${server}/db`,
    from: [
      `${server}/services`,
      `${server}/mail`,
      `${server}/features`,
      `${server}/plugins`,
      `${server}/seed`,
      `${server}/cli`,
      `${server}/app.ts`,
      `${server}/server.ts`,
      `${server}/main.ts`,
    ],
    message: 'db/ holds the schema, connection and migrations: it imports nothing above it.',
  },
  {
    target: `${server}/features`,
    from: `${server}/plugins`,
    except: pluginsFeaturesStillImport,
    message:
      'Features do not import framework plugins: app.ts registers them; shared helpers live in shared/.',
  },
  {
    target: `${server}/features`,
    from: [`${server}/app.ts`, `${server}/server.ts`, `${server}/main.ts`, `${server}/seed`, `${server}/cli`],
    message: 'Features do not import the app layer; the app composes features.',
  },
  ...featureFolders('server').map((feature) => ({
    target: `${server}/features/${feature}`,
    from: `${server}/features`,
    except: [`./${feature}`],
    message: 'A feature must not import another feature: move what both need to services/ or shared/.',
  })),
  // Web: lib/, components/, config/, hooks/, utils/, stores/ -> features -> app (app/, main.tsx, entry-server.tsx).
  {
    target: ['lib', 'components', 'config', 'hooks', 'utils', 'stores'].map((folder) => `${web}/${folder}`),
    from: [`${web}/features`, `${web}/app`, `${web}/main.tsx`, `${web}/entry-server.tsx`],
    message: 'Shared code imports no feature and no app module (imports flow shared -> features -> app).',
  },
  {
    target: `${web}/features`,
    from: [`${web}/app`, `${web}/main.tsx`, `${web}/entry-server.tsx`],
    message: 'Features do not import the app shell; the app composes features.',
  },
  ...featureFolders('web').map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature must not import another feature: move what both need to components/, lib/ or packages/shared.',
  })),
];

const testFiles = ['**/*.test.{ts,tsx}', '**/*test-kit.ts', '**/test-support.ts', '**/test/**', 'e2e/**'];
const restrictedPaths = (zones) => ['error', { zones, basePath: import.meta.dirname }];

const boundaryBlocks = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Node's own resolution, so '#src/*' (package.json "imports") and '@charity/*' (workspace "exports") resolve
      // to the file they name; .ts/.tsx because every import in the repo spells the source extension.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...everywhereZones, ...runtimeZones]) },
  },
  {
    files: testFiles,
    // The one deliberate override: tests keep the app-level zones and drop the layer zones.
    rules: { 'import-x/no-restricted-paths': restrictedPaths(everywhereZones) },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      // Resolved, so 'node:fs', 'fs' and any other builtin are all caught (the old pattern list named four).
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage'],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.config.ts'],
    rules: {
      // packages/shared depends on zod only: anything its package.json does not declare (react, fastify, kysely,
      // an app) is an error. Tests may use the root devDependencies (vitest).
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: ['packages/shared'], devDependencies: false, includeTypes: true },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'data/**',
      // Compiled from the message catalogue (apps/web/i18n.config.ts).
      'apps/web/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // React Router's idiom: a thrown data() response renders the route's error boundary with its status.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      // Fastify plugins are async by contract even when they only register routes.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use `as const` objects or zod enums instead of TS enums.',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  // Tooling config files need default exports and are not part of any tsconfig.
  {
    files: ['**/*.config.{js,ts,mjs}', '**/build.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-restricted-syntax': 'off' },
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    // Build tooling (vite.config.ts) runs in Node, not in the browser.
    ignores: ['apps/web/*.config.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...boundaryBlocks,
  // Only config.ts reads the environment (one schema for env vars; README.md, Configuration), and config-seed-demo.ts,
  // the one rule the start needs before it loads that schema (docs/decisions/0063); production-react.ts sets NODE_ENV
  // around the renderer's import only, so React loads its production build (docs/decisions/0078).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/src/config-seed-demo.ts',
      'apps/server/src/production-react.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'apps/server/bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests stub browser methods (window.scrollTo, matchMedia) by assignment.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);

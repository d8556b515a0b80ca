// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Lint rules, type-aware, plus the import boundaries of STYLE.md:
 * - packages/shared holds no Node or DOM code and imports neither app;
 * - apps/web and apps/server never import each other;
 * - a feature never imports another feature (one block per feature folder, generated below);
 * - in the web app, shared components/lib/config import no feature and no app module.
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

// Patterns are gitignore-style, where a leading '#' starts a comment: every '#src/…' is written '\\#src/…'.
const restrict = (...patterns) => ['error', { patterns }];
const noOtherApp = (other) => ({
  group: [`@charity/${other}`, `@charity/${other}/*`, `**/apps/${other}/**`],
  message: 'apps/web and apps/server never import each other; put shared shapes in packages/shared.',
});

const featureBoundaries = ['web', 'server'].flatMap((app) =>
  featureFolders(app).map((feature) => ({
    files: [`apps/${app}/src/features/${feature}/**/*.{ts,tsx}`],
    // Tests and their kits build the whole app and may log in through another feature: the rule guards runtime code.
    ignores: ['**/*.test.{ts,tsx}', '**/*test-kit.ts'],
    rules: {
      'no-restricted-imports': restrict(
        noOtherApp(app === 'web' ? 'server' : 'web'),
        {
          // No exceptions: what several features use lives in components/ and lib/ (web), shared/ and services/
          // (server, ADR 10).
          group: ['\\#src/features/*', `!\\#src/features/${feature}`, `!\\#src/features/${feature}/**`],
          message:
            'A feature must not import another feature: move what both need to components/, lib/ or packages/shared.',
        },
        {
          group: ['\\#src/app/*', '\\#src/app.ts'],
          message: 'Features do not import the app shell; the app composes features.',
        },
      ),
    },
  })),
);

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
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        {
          group: ['node:*', 'fs', 'path', 'crypto'],
          message: 'packages/shared runs in the browser too: no Node modules.',
        },
        {
          group: ['react', 'react-dom', 'fastify', 'kysely', '@charity/web*', '@charity/server*'],
          message: 'packages/shared depends on zod only.',
        },
      ),
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage'],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(noOtherApp('web')) },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    // Build tooling (vite.config.ts) runs in Node, not in the browser.
    ignores: ['apps/web/*.config.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(noOtherApp('server'), {
        group: ['node:*'],
        message: 'The web app runs in the browser.',
      }),
    },
  },
  {
    files: ['apps/web/src/{components,lib,config,hooks,utils}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(noOtherApp('server'), {
        group: ['\\#src/features/*', '\\#src/app/*'],
        message: 'Shared code imports no feature and no app module (imports flow shared -> features -> app).',
      }),
    },
  },
  ...featureBoundaries,
  // Only config.ts reads the environment (STYLE.md: one schema for env vars).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts'],
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

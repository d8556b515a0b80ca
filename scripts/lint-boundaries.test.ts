import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (docs/decisions/0012-boundaries-with-resolved-paths.md), proven on
 * virtual files: each `rejected` case must raise its rule, each `allowed` case must raise nothing, so the rules
 * neither let a crossing through nor reject everything. The imported modules are real files, since the rule
 * checks resolved paths; the importing file only needs a path inside the zone.
 */

const root = path.resolve(import.meta.dirname, '..');
const boundaryRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-nodejs-modules',
  'import-x/no-extraneous-dependencies',
  'no-restricted-globals',
]);

type Case = { name: string; file: string; code: string; rule?: string };

const paths = 'import-x/no-restricted-paths';
const builtins = 'import-x/no-nodejs-modules';

const rejected: Case[] = [
  // Server layers: shared -> services -> features -> app.
  {
    name: 'server shared imports a feature',
    file: 'apps/server/src/shared/x.ts',
    code: `import '#src/features/home/routes.ts';`,
  },
  {
    name: 'server shared imports a plugin',
    file: 'apps/server/src/shared/x.ts',
    code: `import '#src/plugins/security.ts';`,
  },
  {
    name: 'server shared imports db',
    file: 'apps/server/src/shared/x.ts',
    code: `import '#src/db/database.ts';`,
  },
  {
    name: 'server shared imports mail (a service)',
    file: 'apps/server/src/shared/x.ts',
    code: `import '#src/services/mail/outbox.ts';`,
  },
  {
    name: 'server shared imports the app',
    file: 'apps/server/src/shared/x.ts',
    code: `import '#src/app.ts';`,
  },
  {
    name: 'server service imports a feature',
    file: 'apps/server/src/services/mail/x.ts',
    code: `import '#src/features/home/routes.ts';`,
  },
  {
    name: 'server service imports a plugin',
    file: 'apps/server/src/services/mail/x.ts',
    code: `import '#src/plugins/security.ts';`,
  },
  {
    name: 'server service imports the app',
    file: 'apps/server/src/services/mail/x.ts',
    code: `import '#src/app.ts';`,
  },
  {
    name: 'server mail (today) imports a feature',
    file: 'apps/server/src/mail/x.ts',
    code: `import '../features/home/routes.ts';`,
  },
  {
    name: 'server db imports a feature',
    file: 'apps/server/src/db/x.ts',
    code: `import '#src/features/home/routes.ts';`,
  },
  {
    name: 'server feature imports another feature (#src)',
    file: 'apps/server/src/features/events/x.ts',
    code: `import '#src/features/home/routes.ts';`,
  },
  {
    name: 'server feature imports another feature (relative)',
    file: 'apps/server/src/features/events/x.ts',
    code: `import '../home/repository.ts';`,
  },
  {
    name: 'server feature imports another feature (type only)',
    file: 'apps/server/src/features/events/x.ts',
    code: `import type { X } from '#src/features/home/routes.ts';`,
  },
  {
    name: 'server feature imports a plugin',
    file: 'apps/server/src/features/events/x.ts',
    code: `import '#src/plugins/security.ts';`,
  },
  {
    name: 'server feature imports app.ts',
    file: 'apps/server/src/features/events/x.ts',
    code: `import '#src/app.ts';`,
  },
  {
    name: 'server feature imports server.ts',
    file: 'apps/server/src/features/events/x.ts',
    code: `import '#src/server.ts';`,
  },
  {
    name: 'server feature imports seed/',
    file: 'apps/server/src/features/events/x.ts',
    code: `import '#src/seed/seed.ts';`,
  },
  {
    name: 'server imports the web app',
    file: 'apps/server/src/features/events/x.ts',
    code: `import '../../../../web/src/lib/srcset.ts';`,
  },
  {
    name: 'server test imports the web app',
    file: 'apps/server/test/x.test.ts',
    code: `import '../../web/src/lib/srcset.ts';`,
  },
  // Web: lib/components/config/hooks/utils -> features -> app.
  {
    name: 'web component imports a feature',
    file: 'apps/web/src/components/ui/x.tsx',
    code: `import '#src/features/events/api/get-events.ts';`,
  },
  {
    name: 'web lib imports the app shell',
    file: 'apps/web/src/lib/x.ts',
    code: `import '#src/app/router.tsx';`,
  },
  {
    name: 'web hook imports a feature (relative)',
    file: 'apps/web/src/hooks/x.ts',
    code: `import '../features/events/api/get-events.ts';`,
  },
  {
    name: 'web feature imports another feature',
    file: 'apps/web/src/features/home/x.tsx',
    code: `import '#src/features/events/api/get-events.ts';`,
  },
  {
    name: 'web feature imports the app shell',
    file: 'apps/web/src/features/home/x.tsx',
    code: `import '#src/app/router.tsx';`,
  },
  {
    name: 'web imports the server app',
    file: 'apps/web/src/lib/x.ts',
    code: `import '../../../server/src/shared/text.ts';`,
  },
  {
    name: 'web runtime imports node:fs',
    file: 'apps/web/src/features/home/x.tsx',
    code: `import 'node:fs';`,
    rule: builtins,
  },
  {
    name: 'web runtime imports bare path',
    file: 'apps/web/src/lib/x.ts',
    code: `import 'path';`,
    rule: builtins,
  },
  // packages/shared: zod only, no Node, no DOM, no app.
  {
    name: 'shared package imports node:fs',
    file: 'packages/shared/src/x.ts',
    code: `import 'node:fs';`,
    rule: builtins,
  },
  {
    name: 'shared package imports bare crypto',
    file: 'packages/shared/src/x.ts',
    code: `import 'crypto';`,
    rule: builtins,
  },
  {
    name: 'shared package imports bare url',
    file: 'packages/shared/src/x.ts',
    code: `import 'url';`,
    rule: builtins,
  },
  {
    name: 'shared package imports react',
    file: 'packages/shared/src/x.ts',
    code: `import 'react';`,
    rule: 'import-x/no-extraneous-dependencies',
  },
  {
    name: 'shared package imports an app',
    file: 'packages/shared/src/x.ts',
    code: `import '../../../apps/server/src/shared/text.ts';`,
  },
  {
    name: 'shared package uses window',
    file: 'packages/shared/src/x.ts',
    code: `export const w = window;`,
    rule: 'no-restricted-globals',
  },
  // e2e drives the built site; it does not import app source.
  {
    name: 'e2e imports server source',
    file: 'e2e/support/x.ts',
    code: `import '../../apps/server/src/shared/text.ts';`,
  },
];

const allowed: Case[] = [
  {
    name: 'server shared names the table types',
    file: 'apps/server/src/shared/x.ts',
    code: `import type { UsersTable } from '#src/db/schema.ts';\nexport type T = UsersTable;`,
  },
  {
    name: 'server shared imports shared code and packages',
    file: 'apps/server/src/shared/x.ts',
    code: `import '#src/shared/text.ts';\nimport '@charity/shared';`,
  },
  {
    name: 'server service imports db',
    file: 'apps/server/src/services/mail/x.ts',
    code: `import '#src/db/schema.ts';\nimport '#src/config.ts';`,
  },
  { name: 'server db imports config', file: 'apps/server/src/db/x.ts', code: `import '#src/config.ts';` },
  {
    name: 'server feature imports itself, db, lib, mail',
    file: 'apps/server/src/features/events/x.ts',
    code: `import './repository.ts';\nimport '#src/db/schema.ts';\nimport '#src/shared/text.ts';\nimport '#src/services/mail/outbox.ts';`,
  },
  {
    name: 'server feature test imports another feature',
    file: 'apps/server/src/features/events/x.test.ts',
    code: `import '#src/features/home/routes.ts';\nimport '#src/app.ts';`,
  },
  {
    name: 'server app composes features',
    file: 'apps/server/src/app.ts',
    code: `import '#src/features/home/routes.ts';\nimport '#src/plugins/security.ts';`,
  },
  {
    name: 'web component imports lib',
    file: 'apps/web/src/components/ui/x.tsx',
    code: `import '#src/shared/srcset.ts';`,
  },
  {
    name: 'web feature imports components and itself',
    file: 'apps/web/src/features/home/x.tsx',
    code: `import '#src/components/ui/carousel.tsx';\nimport '../events/../home/home.test.tsx';`,
  },
  {
    name: 'web app imports features',
    file: 'apps/web/src/app/x.tsx',
    code: `import '#src/features/events/api/get-events.ts';`,
  },
  { name: 'web imports packages/shared', file: 'apps/web/src/lib/x.ts', code: `import '@charity/shared';` },
  {
    name: 'shared package imports zod',
    file: 'packages/shared/src/x.ts',
    code: `import 'zod';\nimport './content.ts';`,
  },
  { name: 'e2e imports its support', file: 'e2e/tests/x.ts', code: `import '../support/toast.ts';` },
];

let eslint: ESLint;

const boundaryMessages = async ({ file, code }: Case) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.fatal || boundaryRules.has(message.ruleId ?? ''));
};

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // Virtual files are in no tsconfig: parse without type information, and run only the boundary rules.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId),
  });
});

describe('import boundaries', () => {
  it.each(rejected)('rejects: $name', async (testCase) => {
    const messages = await boundaryMessages(testCase);
    expect(messages.map((message) => message.ruleId)).toContain(testCase.rule ?? paths);
  });

  it.each(allowed)('allows: $name', async (testCase) => {
    expect(await boundaryMessages(testCase)).toEqual([]);
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compile, paraglideVitePlugin, type CompilerOptions } from '@inlang/paraglide-js';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from '@charity/shared';

/*
 * The message catalogue (docs/decisions/0067, docs/product/languages.md): i18next JSON files, one per language, in
 * packages/shared/i18n/messages/, read through inlang's i18next plugin and compiled by Paraglide JS into one small
 * function per message under src/paraglide/ (generated, not in git). The build and the dev server compile through
 * the Vite plugin; `npm run i18n` (before typechecking) compiles without Vite.
 */

const I18N_DIR = new URL('../../packages/shared/i18n/', import.meta.url);
/** The inlang project: what translators' tools (and the compiler) open. */
export const INLANG_PROJECT = fileURLToPath(new URL('project.inlang', I18N_DIR));
const INLANG_SETTINGS = new URL('project.inlang/settings.json', I18N_DIR);

export const PARAGLIDE_OPTIONS = {
  project: INLANG_PROJECT,
  outdir: fileURLToPath(new URL('./src/paraglide/', import.meta.url)),
  /*
   * The page's language is passed to every message explicitly (lib/i18n.tsx reads it from the URL, per render):
   * nothing reads a global or a cookie, so two pages rendered at once on the server cannot mix their languages.
   * A call that forgot it gets English, never another request's language.
   */
  strategy: ['baseLocale'],
  // Typed for `tsc` without allowJs.
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
} satisfies CompilerOptions;

/**
 * The project's settings, with the languages from @charity/shared's one list, so adding a language is a line
 * there and a catalogue (the i18next plugin is loaded from node_modules: the build fetches nothing).
 */
export function inlangSettings(): string {
  const settings = {
    $schema: 'https://inlang.com/schema/project-settings',
    baseLocale: DEFAULT_LOCALE,
    locales: LOCALES,
    modules: ['../../../node_modules/@inlang/plugin-i18next/dist/index.js'],
    'plugin.inlang.i18next': { pathPattern: './messages/{locale}.json' },
  };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

/** Writes settings.json when the language list changed (committed, so translators' tools open the project). */
export async function writeInlangSettings(): Promise<void> {
  const wanted = inlangSettings();
  const current = await readFile(INLANG_SETTINGS, 'utf8').catch(() => '');
  if (current !== wanted) await writeFile(INLANG_SETTINGS, wanted);
}

/** Vite: the settings first, then Paraglide's own plugin (compiles at the start and on catalogue changes). */
export async function paraglide(): Promise<Plugin> {
  await writeInlangSettings();
  // unplugin types its Vite plugin loosely (any Vite version); it is a Vite plugin.
  return paraglideVitePlugin(PARAGLIDE_OPTIONS) as Plugin;
}

/** `npm run i18n`: compile without Vite (typechecking needs src/paraglide/ to exist). */
export async function compileMessages(): Promise<void> {
  await writeInlangSettings();
  await compile(PARAGLIDE_OPTIONS);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await compileMessages();
  // The inlang SDK leaves a handle open for about half a minute after compiling; nothing else is pending here.
  process.exit(0);
}

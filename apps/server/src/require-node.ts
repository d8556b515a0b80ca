/**
 * Imported first by server.ts (the entry, before main.ts), so it runs before any module that loads a native addon: the project runs on the
 * Node 24 that npm scripts put first on the PATH (ADR 0009). Started with an older system Node, better-sqlite3
 * would fail with an ABI error that does not say what to do.
 */
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `This site needs Node ${REQUIRED_MAJOR} or newer and was started with Node ${process.versions.node}. ` +
      'Start it through npm (`npm start`), which uses the Node installed with the project (docs/decisions/0009).',
  );
  process.exit(1);
}

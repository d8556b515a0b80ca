/**
 * The V8 flags the server process runs with, passed on the command line by the `start` scripts (root and
 * apps/server package.json; node-flags.test.ts checks they agree) and by the bench, which measures the server as
 * it is started (docs/decisions/0036). V8 reads them when the process starts, so the server cannot set them itself.
 *
 * --max-semi-space-size=16: V8 sizes the young generation from the machine's memory, and on a server it grew to
 * 128 MB under page load, idle most of the time but resident; 16 MB semi-spaces (32 MB in all) held RSS 60–100 MB
 * lower under the same load for no measurable CPU (more, shorter scavenges of mostly dead render garbage).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

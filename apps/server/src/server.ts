import { enableCompileCache } from 'node:module';
import '#src/require-node.ts';

/*
 * The process's entry. Node keeps the code it compiles in a cache on disk (os.tmpdir()/node-compile-cache, or
 * NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so every start after the first one of a build
 * skips compiling the server and its packages again: about a tenth of a start (docs/decisions/0036). Only modules
 * loaded after this call are cached, hence the rest of the server in main.ts, imported once it is on.
 */
enableCompileCache();
await import('#src/main.ts');

/**
 * Imports the server renderer with React's production build, whatever NODE_ENV the site runs with
 * (docs/decisions/0078). React, react-dom and React's JSX runtime choose their build from process.env.NODE_ENV
 * once, when first loaded, and the renderer is their only user in this process. The renderer itself is a
 * production build (Vite inlined NODE_ENV into it), so its React must be one too; otherwise `npm start`, which
 * runs in the development environment, rendered every page with React's development build: several times the
 * CPU per render and the allocations of its checks and component stacks, for warnings no one reads on a server.
 * NODE_ENV is set only while the bundle and the packages it imports load (before the server listens) and is put
 * back at once, so the configuration and every later reader see what the site was started with.
 */
export async function importWithProductionReact(url: string): Promise<unknown> {
  const started = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await import(url);
  } finally {
    if (started === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = started;
  }
}

import { expect } from '@playwright/test';

/**
 * Chrome logs every failed response ("Failed to load resource: … status of 401") as a console error, which the
 * suite's fixture (tests/fixtures.ts, `pageErrors`) fails the test on. A journey that expects one (a refused
 * password, a declined payment) takes exactly that entry off the list, after checking it was logged; any other
 * console error still fails the test.
 */
export async function acceptFailedResponse(
  pageErrors: string[],
  status: number,
  path: string,
): Promise<void> {
  const matches = (entry: string) => entry.includes(`status of ${status}`) && entry.includes(path);
  await expect.poll(() => pageErrors.some(matches), { message: `the ${status} from ${path}` }).toBe(true);
  pageErrors.splice(pageErrors.findIndex(matches), 1);
}

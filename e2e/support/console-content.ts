import { expect, type APIRequestContext } from '@playwright/test';

const HALF_A_YEAR_MS = 180 * 86_400_000;

/**
 * An upcoming Madhava Seva event half a year ahead (after every seeded one), made through the console's API by a
 * signed-in editor's request context with a seeded event's picture; answers its id.
 */
export async function createUpcomingEvent(
  request: APIRequestContext,
  name: string,
  published: boolean,
): Promise<number> {
  const seeded = await request.get('/api/admin/events', { params: { per_page: '1' } });
  const [{ image = '', image_small = '' } = {}] = (
    (await seeded.json()) as { data: { image: string; image_small: string }[] }
  ).data;
  const created = await request.post('/api/admin/events', {
    data: {
      name,
      image,
      image_small,
      category: 'madhava-seva',
      status: 0,
      sdate: new Date(Date.now() + HALF_A_YEAR_MS).toISOString().slice(0, 10),
      published,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

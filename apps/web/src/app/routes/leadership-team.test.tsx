import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths, TRUSTS, type Leader } from '@charity/shared';
import { on, recordUrls, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

beforeAll(async () => {
  // A lazy page; compiling it on first use can take longer than a findBy* query waits on a busy machine.
  await import('#src/app/routes/leadership-team.tsx');
}, 60_000);

const leader = (id: number, fields: Partial<Leader>): Leader => ({
  id,
  name: `Person ${id}`,
  role: 'Trustee',
  description: 'Gives time freely.',
  team: 'coordinator',
  image: null,
  image_small: null,
  ...fields,
});

const LEADERS: Leader[] = [
  leader(1, { name: 'Sri Raghavendra Rao', role: 'Founder', team: 'founder' }),
  leader(2, {
    name: 'Dr. Lakshmi Narayan',
    role: `Chairperson, ${TRUSTS[1].name}`,
    team: 'mayee',
    image: '/uploads/images/lakshmi-480.webp',
    image_small: '/uploads/images/lakshmi-240.webp',
  }),
  leader(3, { name: 'Ramesh Hegde', role: `Treasurer, ${TRUSTS[2].name}`, team: 'merumathi' }),
  leader(4, { name: 'Meera Iyer', role: 'Volunteer Coordinator', team: 'coordinator' }),
];

describe('leadership team', () => {
  it('shows the published leaders from the API, with a portrait or else the initials, and the chart by team', async () => {
    server.use(on('GET /api/leader/list', [200, { data: LEADERS }]));
    const requested = recordUrls();
    renderApp(paths.leadershipTeam);

    const chart = await screen.findByRole('list', { name: 'Organisation chart' });
    expect(requested.some((url) => url.pathname === '/api/leader/list')).toBe(true);
    // The founder heads the chart; each board holds its own people; coordinators serve both.
    const founderLevel = within(chart).getByText('Founder', { selector: 'p.eyebrow' }).closest('li');
    expect(founderLevel).toHaveTextContent('Sri Raghavendra Rao');
    const board = (name: string) => within(chart).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(board(`${TRUSTS[1].name} board`)).toHaveTextContent('Dr. Lakshmi Narayan');
    expect(board(`${TRUSTS[2].name} board`)).toHaveTextContent('Ramesh Hegde');
    expect(board('Coordinators, serving both trusts')).toHaveTextContent('Meera Iyer');

    // The carousel cards: Lakshmi has a portrait (the small one), the others their initials.
    const people = screen.getByRole('region', { name: 'Leadership team' });
    expect(within(people).getByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    const portraits = [...document.querySelectorAll('img[src="/uploads/images/lakshmi-240.webp"]')];
    expect(portraits.length).toBeGreaterThan(0);
    expect(within(people).getAllByText('RR').length).toBeGreaterThan(0);
    expect(within(people).queryAllByText('LN')).toHaveLength(0);
  });

  it('says the team is still to be introduced when none is published, and draws no chart', async () => {
    server.use(on('GET /api/leader/list', [200, { data: [] }]));
    renderApp(paths.leadershipTeam);
    expect(await screen.findByText('The team will be introduced here soon.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Organisation chart' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPaths, CAMPAIGN_MESSAGES, type AdminCampaign } from '@charity/shared';
import { linksFor } from '#src/features/admin/shell/console-nav.ts';
import { signedInAs, signedInOnDashboard } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { recordRequests, server } from '#src/test/api-server.ts';
import { spyOnToasts } from '#src/test/toasts.ts';

/* The console's campaign screens against a stubbed admin API; any request without a handler fails the test. */
preloadConsole();

beforeEach(() => spyOnToasts());

const campaign: AdminCampaign = {
  id: 9,
  trust: 2,
  fund: 'temple-restoration',
  slug: 'temple-restoration-2026',
  title: 'Temple restoration',
  summary: 'Restore the old temple’s roof before the monsoon.',
  story_html: '<p>The roof leaks.</p>',
  image: null,
  image_small: null,
  goal: 500000,
  starts_on: '2026-12-01',
  ends_on: '2027-01-31',
  published: true,
  show_wall: true,
  raised: 125000,
  donors: 14,
  percent: 25,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const listHandler = http.get('/api/admin/campaigns', () =>
  HttpResponse.json({ data: [campaign], meta: { total: 1, page: 1, per_page: 20 } }),
);
const getHandler = (data: AdminCampaign = campaign) =>
  http.get(`/api/admin/campaigns/${data.id}`, () => HttpResponse.json({ data }));

describe('campaigns in the console', () => {
  it('shows editors and finance a Campaigns link, and nobody else', () => {
    const has = (role: Parameters<typeof linksFor>[0]) =>
      linksFor(role).some((link) => link.to === adminPaths.campaigns && link.label === 'Campaigns');
    expect(has('editor')).toBe(true);
    expect(has('finance')).toBe(true);
    expect(has('admin')).toBe(true);
    expect(has('coordinator')).toBe(false);
  });

  it('lists campaigns with their trust, goal, dates and whether published, and offers an editor a new one', async () => {
    server.use(...signedInOnDashboard('editor'), listHandler);
    renderApp(adminPaths.campaigns);
    const table = await screen.findByRole('table', { name: 'Campaigns, the latest start first' }, FIND);
    expect(within(table).getByRole('link', { name: 'Temple restoration' })).toHaveAttribute(
      'href',
      adminPaths.campaign(9),
    );
    expect(within(table).getByText('Sai Meru Mathi Trust')).toBeInTheDocument();
    expect(within(table).getByText('₹5,00,000.00')).toBeInTheDocument();
    expect(within(table).getByText('01 Dec 2026 – 31 Jan 2027')).toBeInTheDocument();
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute(
      'href',
      adminPaths.campaignNew,
    );
  });

  it('creates a campaign with the body the API takes, then opens its page', async () => {
    server.use(
      ...signedInOnDashboard('editor'),
      http.post('/api/admin/campaigns', () =>
        HttpResponse.json({ data: campaign, message: CAMPAIGN_MESSAGES.created }, { status: 201 }),
      ),
      getHandler(),
    );
    const sent = recordRequests();
    const { user, router } = renderApp(adminPaths.campaignNew);
    const form = await screen.findByRole('form', { name: 'Start a campaign' }, FIND);
    await user.selectOptions(within(form).getByLabelText('Trust'), '2');
    await user.selectOptions(within(form).getByLabelText('Fund'), 'temple-restoration');
    await user.type(within(form).getByLabelText('Title'), 'Temple restoration');
    await user.type(within(form).getByLabelText('Page address'), 'temple-restoration-2026');
    await user.type(within(form).getByLabelText('Summary'), 'Restore the roof.');
    await user.type(within(form).getByLabelText('Goal'), '5,00,000');
    await user.clear(within(form).getByLabelText('Starts on'));
    await user.type(within(form).getByLabelText('Starts on'), '2026-12-01');
    await user.click(within(form).getByLabelText('Show the donor wall'));
    await user.click(within(form).getByRole('button', { name: 'Create campaign' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.campaign(9)));
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      trust: 2,
      fund: 'temple-restoration',
      slug: 'temple-restoration-2026',
      title: 'Temple restoration',
      summary: 'Restore the roof.',
      story_html: '',
      image: null,
      image_small: null,
      goal: 500000,
      starts_on: '2026-12-01',
      ends_on: null,
      published: false,
      show_wall: true,
    });
  });

  it('checks the goal before sending', async () => {
    server.use(...signedInOnDashboard('editor'));
    const sent = recordRequests();
    const { user } = renderApp(adminPaths.campaignNew);
    const form = await screen.findByRole('form', { name: 'Start a campaign' }, FIND);
    await user.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await within(form).findByText(CAMPAIGN_MESSAGES.goal)).toBeInTheDocument();
    expect(within(form).getByLabelText('Goal')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the server’s 422 under its field', async () => {
    server.use(
      ...signedInOnDashboard('editor'),
      getHandler(),
      http.patch('/api/admin/campaigns/9', () =>
        HttpResponse.json(
          { message: 'Please check the form.', errors: { slug: CAMPAIGN_MESSAGES.slugFixed } },
          { status: 422 },
        ),
      ),
    );
    const sent = recordRequests();
    const { user } = renderApp(adminPaths.campaign(9));
    const slug = await screen.findByLabelText('Page address', {}, FIND);
    await user.clear(slug);
    await user.type(slug, 'temple-roof');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.slugFixed, {}, FIND)).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(sent.find((r) => r.method === 'PATCH')?.body).toMatchObject({ slug: 'temple-roof', goal: 500000 });
  });

  it('deletes a campaign only after the confirmation', async () => {
    server.use(
      ...signedInOnDashboard('editor'),
      getHandler(),
      listHandler,
      http.delete('/api/admin/campaigns/9', () => new HttpResponse(null, { status: 204 })),
    );
    const sent = recordRequests();
    const { user, router } = renderApp(adminPaths.campaign(9));
    await user.click(await screen.findByRole('button', { name: 'Delete campaign' }, FIND));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this campaign?' });
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.campaigns));
    expect(sent.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/campaigns/9');
  });

  it('lets finance read the list and a campaign’s figures with no control to change them', async () => {
    server.use(signedInAs('finance'), listHandler, getHandler());
    const { router } = renderApp(adminPaths.campaigns);
    await screen.findByRole('table', { name: 'Campaigns, the latest start first' }, FIND);
    expect(screen.queryByRole('link', { name: 'New campaign' })).not.toBeInTheDocument();

    await router.navigate(adminPaths.campaign(9));
    expect(await screen.findByText('₹1,25,000.00 (25%) from 14 donors', {}, FIND)).toBeInTheDocument();
    // The fund by its name, as the form lists it, not its key.
    expect(screen.getByText('Fund', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^Temple restoration$/,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete campaign' })).not.toBeInTheDocument();
  });
});

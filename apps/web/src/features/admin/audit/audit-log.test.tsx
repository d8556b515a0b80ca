import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, AUDIT_RESOURCE_LABELS, AUDIT_RESOURCES, type AuditEntry } from '@charity/shared';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { signedInAs, TEST_STAFF } from '#src/test/console-staff.ts';
import {
  auditChanges,
  auditWords,
  AUDIT_VALUE_MAX,
} from '#src/features/admin/audit/components/audit-changes.ts';

preloadConsole();

const longPurpose = 'Feeding the hungry and caring for the sick, '.repeat(6);
const trust = { name: 'Sai Mayee Trust', purpose: 'Annadanam', pan: 'AAATS1234F', upi: 'smt@upi' };
/** A trust settings change as the server writes it: the whole document before, the merged patch after. */
const settingsChange: AuditEntry = {
  id: 41,
  at: '2026-11-28T05:30:00Z',
  staff_id: TEST_STAFF.id,
  staff_email: TEST_STAFF.email,
  ip: '10.0.0.1',
  action: 'update',
  resource: 'settings',
  record_id: 'site',
  before: {
    site: { name: 'Sai Mayee', tagline: 'Seva' },
    trusts: { 1: trust, 2: { ...trust, name: 'MMT' } },
  },
  after: {
    site: { name: 'Sai Mayee', tagline: 'Service to all' },
    trusts: { 1: { ...trust, purpose: longPurpose } },
  },
};

/** The staff list the Staff member filter offers: the admin signed in. */
const staffApi = http.get('/api/admin/staff', () =>
  HttpResponse.json({
    data: [
      {
        ...TEST_STAFF,
        name: 'Asha Admin',
        role: 'admin',
        disabled: false,
        disabled_at: null,
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    meta: { total: 1, page: 1, per_page: 100 },
  }),
);

/** An admin signed in, the staff list and one page of the log; answers the query strings the log was asked. */
function auditApi() {
  const queries: string[] = [];
  server.use(
    signedInAs('admin'),
    http.get('/api/admin/audit', ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json({ data: [settingsChange], meta: { total: 1, page: 1, per_page: 50 } });
    }),
    staffApi,
  );
  return queries;
}

describe('the audit log', () => {
  it('shows what a settings change changed, field by field, with the raw record behind a disclosure', async () => {
    server.use(
      signedInAs('admin'),
      http.get('/api/admin/audit', () =>
        HttpResponse.json({ data: [settingsChange], meta: { total: 1, page: 1, per_page: 50 } }),
      ),
      http.get('/api/admin/staff', () =>
        HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 100 } }),
      ),
    );
    const { user } = renderApp(adminPaths.audit);
    const changes = await screen.findByRole('list', { name: 'Changed fields' }, FIND);
    const lines = within(changes)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Site › Tagline: Seva → Service to all',
      `Trusts › 1 › Purpose: Annadanam → ${longPurpose.slice(0, AUDIT_VALUE_MAX - 1)}…`,
    ]);
    // The raw record is there, folded away.
    const disclosure = screen.getByText('The whole record').closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(screen.getByText('The whole record'));
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByText(/"tagline": "Seva"/)).toBeInTheDocument();
    // When and Who sit at the top of their cells, at the row's left.
    const row = changes.closest('tr')!;
    const [when, who] = within(row).getAllByRole('cell');
    expect(when).toHaveClass('align-top');
    expect(who).toHaveTextContent(TEST_STAFF.email);
    // The action and the record in words, not as keys.
    expect(within(row).getByRole('cell', { name: 'Update' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Trust settings #site' })).toBeInTheDocument();

    // The Resource filter offers every audited resource, from the one shared list.
    const filter = screen.getByLabelText('Resource');
    const options = within(filter)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', ...AUDIT_RESOURCES]);
    for (const resource of [
      'newsletters',
      'testimonials',
      'literature',
      'banners',
      'gallery-images',
      'exports',
    ]) {
      expect(
        within(filter).getByRole('option', { name: AUDIT_RESOURCE_LABELS[resource as 'exports'] }),
      ).toBeInTheDocument();
    }
  });

  it('keeps its filter bar in the URL: staff member and resource, asked of the API, restored by Back', async () => {
    const queries = auditApi();
    const { user, router } = renderApp(`${adminPaths.audit}?resource=settings`);
    const resource = await screen.findByRole('combobox', { name: 'Resource' }, FIND);
    expect(resource).toHaveValue('settings');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&resource=settings'));

    const staff = screen.getByRole('combobox', { name: 'Staff member' });
    await within(staff).findByRole('option', { name: 'Asha Admin' });
    await user.selectOptions(staff, String(TEST_STAFF.id));
    await waitFor(() => expect(queries.at(-1)).toBe(`?page=1&staff=${TEST_STAFF.id}&resource=settings`));
    expect(router.state.location.search).toBe(`?resource=settings&staff=${TEST_STAFF.id}`);

    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Staff member' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Resource' })).toHaveValue('settings');
  });

  it('sorts oldest first from the When header, the order in the URL beside the filters and restored by Back', async () => {
    const queries = auditApi();
    const { user, router } = renderApp(`${adminPaths.audit}?resource=settings&sort=date`);
    const when = await screen.findByRole('columnheader', { name: /^When/ }, FIND);
    expect(when).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&resource=settings&sort=date'));
    // Only the date sorts: the other headers are plain.
    expect(within(screen.getByRole('columnheader', { name: 'Who' })).queryByRole('button')).toBeNull();

    // Newest first again: the log's own order, left out of the URL and the request.
    await user.click(within(screen.getByRole('columnheader', { name: /^When/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&resource=settings'));
    expect(router.state.location.search).toBe('?resource=settings');
    expect(screen.getByRole('columnheader', { name: /^When/ })).toHaveAttribute('aria-sort', 'descending');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?resource=settings&sort=date');
    expect(screen.getByRole('columnheader', { name: /^When/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('names "The system" as Who for an entry no staff member made (a scheduled publish)', async () => {
    const scheduled: AuditEntry = {
      ...settingsChange,
      id: 42,
      staff_id: null,
      staff_email: null,
      ip: null,
      action: 'scheduled-publish',
      resource: 'events',
      record_id: '7',
      before: null,
      after: { title: 'Diwali' },
    };
    server.use(
      signedInAs('admin'),
      http.get('/api/admin/audit', () =>
        HttpResponse.json({ data: [scheduled, settingsChange], meta: { total: 2, page: 1, per_page: 50 } }),
      ),
      staffApi,
    );
    renderApp(adminPaths.audit);
    const systemRow = (await screen.findByRole('cell', { name: 'The system' }, FIND)).closest('tr')!;
    expect(within(systemRow).getByText('Scheduled publish')).toBeInTheDocument();
    // A staff member's entry still names them.
    expect(screen.getByRole('cell', { name: TEST_STAFF.email })).toBeInTheDocument();
  });

  it('lists a new record’s fields from nothing, a deleted one’s to nothing, and a scalar change as one line', () => {
    expect(auditChanges(null, { title: 'Diwali', published: 1 })).toEqual([
      { field: 'Title', before: '—', after: 'Diwali' },
      { field: 'Published', before: '—', after: '1' },
    ]);
    expect(auditChanges({ title: 'Diwali' }, null)).toEqual([
      { field: 'Title', before: 'Diwali', after: '—' },
    ]);
    expect(auditChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(auditChanges(null, 5)).toEqual([{ field: 'Value', before: '—', after: '5' }]);
  });

  it('reads a stored instant in India’s time, and an action or a key as words', () => {
    expect(auditChanges(null, { expires_at: '2026-12-01T03:12:38.090Z', code: '2026-12-01' })).toEqual([
      { field: 'Expires at', before: '—', after: '1 Dec 2026, 8:42 am' },
      // A calendar date is a date, not an instant: shown as it is.
      { field: 'Code', before: '—', after: '2026-12-01' },
    ]);
    expect(auditWords('restore-revision')).toBe('Restore revision');
    expect(auditWords('invitation-accepted')).toBe('Invitation accepted');
  });
});

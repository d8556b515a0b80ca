import { ADMIN_PATH } from './routes.ts';

/*
 * The console's pages, in a module of their own: only the console's lazy chunk imports it, so the bundler can leave
 * it out of the public first load. Kept in routes.ts, it travelled in the entry chunk with `paths` (the chunk that
 * holds a module holds all of it), and every new console screen grew the home page's budget.
 */

/** The console's pages; only the console's own lazy chunk imports this. */
export const adminPaths = {
  dashboard: ADMIN_PATH,
  signIn: `${ADMIN_PATH}/sign-in`,
  invitation: (token: string) => `${ADMIN_PATH}/invitation/${encodeURIComponent(token)}`,
  staff: `${ADMIN_PATH}/staff`,
  /** My account (every member): password, recovery codes, own sessions. */
  account: `${ADMIN_PATH}/account`,
  settings: `${ADMIN_PATH}/settings`,
  audit: `${ADMIN_PATH}/audit`,
  uploads: `${ADMIN_PATH}/uploads`,
  donations: `${ADMIN_PATH}/donations`,
  donation: (id: number) => `${ADMIN_PATH}/donations/${id}`,
  /** Donors as people (finance): the list, `/{id}` for one with every gift and the merge. */
  donors: `${ADMIN_PATH}/donors`,
  donor: (id: number) => `${ADMIN_PATH}/donors/${id}`,
  ehundi: `${ADMIN_PATH}/ehundi`,
  offlineGift: `${ADMIN_PATH}/offline-gift`,
  /** Donation CSV, Form 10BD and its checklist (finance); `?trust&fy` keep the choice. */
  exports: `${ADMIN_PATH}/exports`,
  /** Form 10BE certificates (finance): upload, matches, assignment by hand; `?trust&fy` keep the choice. */
  form10be: `${ADMIN_PATH}/form-10be`,
  /**
   * Inboxes (coordinator): the lists, and `/{id}` for one message or application, the style of every record page
   * (docs/decisions/0046; the `?id=` of before is replaced by it). The list's `?page&status&q` ride along to the record.
   */
  messages: `${ADMIN_PATH}/messages`,
  message: (id: number) => `${ADMIN_PATH}/messages/${id}`,
  volunteers: `${ADMIN_PATH}/volunteers`,
  volunteer: (id: number) => `${ADMIN_PATH}/volunteers/${id}`,
  subscribers: `${ADMIN_PATH}/subscribers`,
  /** Newsletters (coordinator): the list, `/new` to compose, `/{id}` for one (edit while a draft, progress after). */
  newsletters: `${ADMIN_PATH}/newsletters`,
  newsletterNew: `${ADMIN_PATH}/newsletters/new`,
  newsletter: (id: number) => `${ADMIN_PATH}/newsletters/${id}`,
  /** Campaigns (editor writes, finance reads): the list, `/new`, `/{id}` to edit one. */
  campaigns: `${ADMIN_PATH}/campaigns`,
  campaignNew: `${ADMIN_PATH}/campaigns/new`,
  campaign: (id: number) => `${ADMIN_PATH}/campaigns/${id}`,
  /** Content (docs/product/console.md): `/admin/content`, then `/{resource}`, `/{resource}/new` and `/{resource}/{id}`. */
  content: `${ADMIN_PATH}/content`,
  /** Deleted content of every kind, restorable for 30 days (docs/product/console.md "Trash"). */
  contentTrash: `${ADMIN_PATH}/content/trash`,
  contentList: (resource: string) => `${ADMIN_PATH}/content/${encodeURIComponent(resource)}`,
  contentNew: (resource: string) => `${ADMIN_PATH}/content/${encodeURIComponent(resource)}/new`,
  contentItem: (resource: string, id: number) =>
    `${ADMIN_PATH}/content/${encodeURIComponent(resource)}/${id}`,
} as const;

import type { Locator, Page } from '@playwright/test';

/** The toast saying `text`; sonner renders each toast as a list item in its notifications region. */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('listitem').filter({ hasText: text });

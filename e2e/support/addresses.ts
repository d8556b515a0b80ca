/**
 * An e-mail address no other test or run uses: workers share one mail catcher and one database, so a journey
 * that reads "the newest mail to X" must own X.
 */
export const freshAddress = (who: string): string =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.org`;

/**
 * The first admin of the e2e server: playwright.config.ts sets it as ADMIN_EMAIL, so the server mails this address
 * an admin invitation when it starts on its empty database (docs/product/console.md, "Invitations").
 */
export const CONSOLE_ADMIN_EMAIL = 'first-admin@example.org';

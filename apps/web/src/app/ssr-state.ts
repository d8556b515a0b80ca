import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser so the first client render matches the HTML exactly: the
 * router's loader results and the query results the page was rendered with. It travels in a JSON data block
 * (`<script type="application/json">`), never an inline script, so the CSP needs no 'unsafe-inline' or nonce.
 */
export type SsrState = { router: HydrationState; queries: DehydratedState };

export const SSR_STATE_ID = 'ssr-state';

/** The data block for `state`, safe inside HTML: no "</script>", "<!--" or line separators can end it early. */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/** The state the server left in the page, or null when the page was not rendered there (or it is unreadable). */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SsrState> | null;
    return state?.router && state.queries ? (state as SsrState) : null;
  } catch {
    return null;
  }
}

/**
 * What a server-drawn page carries for the app, as JSON in one element: what the page was drawn
 * with, so the app's first render (hydration) matches it.
 */
import type { AppConfig } from '@/lib/app-config';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** The server's public set-up (GET /api/config/). */
  appConfig: AppConfig;
  /** The text namespaces the page used, loaded before hydrating so nothing waits on them. */
  namespaces: string[];
}

/** In the browser: the page's data, or null on a page the server did not draw. */
export function readPageData(): PageData | null {
  const json = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as PageData) : null;
}

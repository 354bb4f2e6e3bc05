/**
 * What a screen needs to know when the server draws it: the site's address (the browser reads its
 * own) and where the page title goes (the browser sets `document.title`).
 */
import { createContext, useContext } from 'react';

export interface ServerRender {
  /** `https://example.com` */
  origin: string;
  setTitle: (title: string) => void;
  /**
   * Drawing an owner's screen before anyone's data is known (server/modules/owner-pages): the
   * screen as someone signed in sees it while their data loads, which the app then fills.
   */
  ownerShell?: boolean;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/** `https://example.com`: the same on the server's page and in the browser. */
export function useOrigin(): string {
  return useServerRender()?.origin ?? window.location.origin;
}

/** `example.com` as the visitor typed it. */
export function useHost(): string {
  return new URL(useOrigin()).host;
}

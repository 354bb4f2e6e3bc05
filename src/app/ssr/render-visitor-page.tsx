/**
 * Draws a visitor page on the server with the app's own screens, styles and texts, so the HTML holds
 * what the app would show (src/boot.ts hydrates it later, when it is needed). Imported by the server.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerRenderContext } from '@/lib/render-context';
import { appConfigQuery, type AppConfig } from '@/lib/app-config';
import { AppRoot, queryClient } from '../providers';
import { routes } from '../router';

export type { AppConfig };

export interface VisitorPage {
  /** The app's markup, for inside `#root`. */
  html: string;
  /** Emotion's `<style>` tags for exactly that markup. */
  styles: string;
  title: string;
  /** The text namespaces the page used: the app loads them before hydrating it. */
  namespaces: string[];
}

const handler = createStaticHandler(routes);
/** Each draw lets more lazily loaded parts finish loading; three is more than any page needs. */
const MAX_DRAWS = 3;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/**
 * `i18n` is a new instance set to the visitor's language with every namespace loaded. Throws
 * when a screen fails on the server: a page the browser would have to redraw is a bug to see.
 */
export async function renderVisitorPage(
  url: string,
  origin: string,
  i18n: I18n,
  appConfig: AppConfig,
  { ownerShell = false }: { ownerShell?: boolean } = {},
): Promise<VisitorPage> {
  // The same for every visitor; the browser gets it with the page (page-data.ts).
  queryClient.setQueryData(appConfigQuery.queryKey, appConfig);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) throw new Error(`${url} redirects; it is not a visitor page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let title = '';
  const draw = async (cache: EmotionCache) => {
    const failures: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <I18nextProvider i18n={i18n}>
          <ServerRenderContext.Provider
            value={{ origin, setTitle: (t) => (title = t), ownerShell }}
          >
            <AppRoot>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppRoot>
          </ServerRenderContext.Provider>
        </I18nextProvider>
      </CacheProvider>,
      {
        onError: (error) => void failures.push(error),
        // React outlines a large part into a hidden element and a script that moves it in place;
        // here no part is too large: the page must read without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await streamToString(prelude);
    if (failures.length) throw failures[0];
    return html;
  };
  // A part whose code loads lazily suspends the first time and would come out as a placeholder
  // plus a script that swaps it in (which no visitor without JavaScript runs, nor our CSP): drawn
  // again, it is ready and comes out inline.
  for (let attempt = 1; ; attempt++) {
    const cache = createCache({ key: 'css' });
    // Made before drawing: it switches Emotion from <style> tags beside each part (which hydration
    // would not find in the browser) to collecting the rules for the head.
    const emotion = createEmotionServer(cache);
    const html = await draw(cache);
    if (!html.includes('<template id="B:')) {
      const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
      const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
      return { html, styles, title, namespaces };
    }
    if (attempt === MAX_DRAWS) throw new Error(`${url} still suspends after ${MAX_DRAWS} draws`);
  }
}

/**
 * An owner's screen as its first HTML: the navigation and the screen's skeleton in their final
 * layout, in `i18n`'s language, holding nothing of anyone (the app fills it from the device or the
 * API). `url` is the screen's address with any CV id (the skeleton does not show it).
 */
export function renderOwnerShell(
  url: string,
  origin: string,
  i18n: I18n,
  appConfig: AppConfig,
): Promise<VisitorPage> {
  return renderVisitorPage(url, origin, i18n, appConfig, { ownerShell: true });
}

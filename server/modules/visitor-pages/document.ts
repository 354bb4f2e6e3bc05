/**
 * The built app's index.html turned into a visitor page: the server-drawn screen inside #root, its
 * styles in the head, the title and language set, and only the small boot script instead of the app.
 */
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@/app/ssr/page-data';
import { SERVER_DRAWN_ATTRIBUTE } from '@/config/visitor-pages';
import type { Language } from '@/domain/languages';
import { escapeHtml } from '@server/lib/mail-html';
import { scriptJson } from '@server/lib/script-json';

export interface PageParts {
  lang: Language;
  title: string;
  description: string;
  styles: string;
  html: string;
  data: PageData;
}

/** The shell split once at start: everything but the app's scripts, which boot.js loads later. */
export function visitorDocumentTemplate(
  shell: string,
  bootFile: string,
): ((parts: PageParts) => string) | null {
  const head = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const boot = `<script type="module" crossorigin src="/${bootFile}"></script>`;
  // A shell without a place for the page (a hand-made one in tests): nothing to draw into.
  if (!/<div id="root"><\/div>/.test(head) || !/<title>[^<]*<\/title>/.test(head)) return null;

  return (parts: PageParts) =>
    head
      .replace(/<html lang="[^"]*"/, `<html lang="${parts.lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(parts.description)}" />`,
      )
      .replace('</head>', () => `${parts.styles}${boot}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}>${parts.html}</div>` +
          `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(parts.data)}</script>`,
      );
}

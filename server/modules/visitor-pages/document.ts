/**
 * The built app's index.html turned into a drawn page: the screen inside #root, its styles in the
 * head, the title and language set. A visitor page loads only the small boot script instead of
 * the app; an owner's screen loads the app at once, preloading that screen's modules and no others.
 */
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@/app/ssr/page-data';
import { OWNER_SHELL_ATTRIBUTE } from '@/config/owner-pages';
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
  const head = withoutScripts(shell);
  const boot = `<script type="module" crossorigin src="/${bootFile}"></script>`;
  // A shell without a place for the page (a hand-made one in tests): nothing to draw into.
  if (!canHoldPage(head)) return null;
  return (parts: PageParts) => fill(head, parts, boot, SERVER_DRAWN_ATTRIBUTE);
}

/**
 * An owner screen's page: its own first script (`firstFile`, src/owner-shell.ts), then the app's
 * entry script as the shell has it, with module preloads for `files` (the entry's and the screen's
 * modules, its texts) instead of every module the entry could import.
 */
export function ownerDocumentTemplate(
  shell: string,
  firstFile: string,
): ((parts: PageParts, files: readonly string[]) => string) | null {
  const entry = /<script type="module"[^>]*><\/script>/.exec(shell)?.[0];
  const head = withoutScripts(shell);
  if (!entry || !canHoldPage(head)) return null;
  return (parts, files) => {
    const preloads = files
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const first = `<script type="module" crossorigin src="/${firstFile}"></script>`;
    return fill(head, parts, `${first}${entry}${preloads}`, OWNER_SHELL_ATTRIBUTE);
  };
}

const withoutScripts = (shell: string) =>
  shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

const canHoldPage = (head: string) =>
  /<div id="root"><\/div>/.test(head) && /<title>[^<]*<\/title>/.test(head);

function fill(head: string, parts: PageParts, scripts: string, rootAttribute: string): string {
  return head
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    )
    .replace('</head>', () => `${parts.styles}${scripts}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" ${rootAttribute}>${parts.html}</div>` +
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(parts.data)}</script>`,
    );
}

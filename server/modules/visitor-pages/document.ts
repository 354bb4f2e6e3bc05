/**
 * The built app's index.html turned into a drawn page: the screen inside #root, its styles in the
 * head, the title and language set. A visitor page loads only the small boot script instead of
 * the app; an owner's screen loads the app at once, preloading that screen's modules and no others.
 */
import { createHash } from 'node:crypto';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@/app/ssr/page-data';
import { APP_SCRIPTS_ID } from '@/config/app-scripts';
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
 * An owner screen's first script (src/owner-shell.ts, a classic script of about 2 KB) inline, and
 * the Content-Security-Policy source that lets it run and nothing else: its hash.
 */
export function inlineFirstScript(code: string): { element: string; source: string } | null {
  // Inside <script>, these would end or change the element: a build that has them is not inlined.
  if (/<\/script|<!--/i.test(code)) return null;
  const hash = createHash('sha256').update(code).digest('base64');
  return { element: `<script>${code}</script>`, source: `'sha256-${hash}'` };
}

/**
 * An owner screen's page: its own first script inline after the screen's root and data (`first`, from
 * inlineFirstScript), where it runs as the page is parsed, so what it puts in the root is in the
 * first paint (fetched, even from the worker, it waited behind the compiling of the app's modules:
 * half a second on a phone). The app's entry script as the shell has it, with module preloads for
 * `files` (the entry's and the screen's modules, its texts) instead of every module the entry could
 * import, wait in a template for that first script to ask for them once the shell has painted: in
 * the head, a phone fetched and compiled them before its first paint, which came a second or more
 * later than the shell alone needed.
 */
export function ownerDocumentTemplate(
  shell: string,
  first: string,
): ((parts: PageParts, files: readonly string[]) => string) | null {
  const entry = /<script type="module"[^>]*><\/script>/.exec(shell)?.[0];
  const head = withoutScripts(shell);
  if (!entry || !canHoldPage(head)) return null;
  return (parts, files) => {
    const preloads = files
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const scripts = `<template id="${APP_SCRIPTS_ID}">${entry}${preloads}</template>`;
    return fill(head, parts, '', OWNER_SHELL_ATTRIBUTE, `${scripts}${first}`);
  };
}

/** `policy` (a Content-Security-Policy) that also lets run the inline script `source` names. */
export function allowingScript(policy: string, source: string): string {
  return /(^|;)\s*script-src\b/.test(policy)
    ? policy.replace(/((?:^|;)\s*script-src\b[^;]*)/, `$1 ${source}`)
    : policy;
}

const withoutScripts = (shell: string) =>
  shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

const canHoldPage = (head: string) =>
  /<div id="root"><\/div>/.test(head) && /<title>[^<]*<\/title>/.test(head);

function fill(
  head: string,
  parts: PageParts,
  scripts: string,
  rootAttribute: string,
  afterRoot = '',
): string {
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
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(parts.data)}</script>` +
        // After the page's data: an owner shell's first script adds the app's scripts, which read it.
        afterRoot,
    );
}

/**
 * What a visitor page is drawn from: the page, the language and the known parameters' allowed
 * values. Nothing else of the request (another parameter, another value, the Host) changes the
 * page, so it is left out and a made-up query finds the page already drawn.
 */
import { VISITOR_PAGE_PARAMS } from '@/config/visitor-pages';
import type { Language } from '@/domain/languages';

export interface VisitorPageKey {
  /** The cache key: `{page}|{language}|{known parameters}`. */
  key: string;
  /** The address to draw: the page with its known parameters. */
  url: string;
}

export function visitorPageKey(
  page: string,
  lang: Language,
  query: URLSearchParams,
): VisitorPageKey {
  const known = new URLSearchParams();
  for (const [name, allowed] of Object.entries(VISITOR_PAGE_PARAMS)) {
    const value = query.get(name);
    if (value !== null && allowed.includes(value)) known.set(name, value);
  }
  const search = known.toString();
  return { key: `${page}|${lang}|${search}`, url: search ? `${page}?${search}` : page };
}

/** The query of a request's URL. */
export function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

/** Slugs for a user's further CVs: from the title, lower-case ASCII, unique for that user. */
const FOLD: Record<string, string> = { ä: 'a', å: 'a', ö: 'o', ü: 'u', ß: 'ss', é: 'e' };

export function slugify(title: string): string {
  const folded = title
    .toLowerCase()
    .replace(/[äåöüßé]/g, (c) => FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}

export function uniqueSlug(
  title: string,
  taken: ReadonlyArray<string | null>,
  fallback = 'cv',
): string {
  const base = slugify(title) || fallback;
  const used = new Set(taken.filter((s): s is string => Boolean(s)));
  if (!used.has(base) && base !== 'none') return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** 'none' and empty mean "no slug" (the spec's convention). */
export function normalizeSlug(slug: string | null | undefined): string | null {
  const value = (slug ?? '').trim().toLowerCase();
  return value === '' || value === 'none' ? null : value;
}

/**
 * The HTML document around a server-rendered CV (head tags for sharing and search, and light chrome),
 * and the page of a public address with no CV.
 */
import { paths } from '@/config/paths';
import type { PublicCvDto } from '@/domain/cv';
import { OG_LOCALES, type Language } from '@/domain/languages';
import { fontPreload } from '@/templates/typefaces';
import { translator, type ServerT } from '@server/lib/i18n';
import { escapeHtml } from '@server/lib/mail-html';
import { scriptJson } from '@server/lib/script-json';

export interface DocumentInput {
  cv: PublicCvDto;
  body: string;
  canonicalUrl: string;
  /** Every language version of the CV (the main one first) and where it is read. */
  versions: Array<{ language: Language; url: string }>;
  origin: string;
  ogImageUrl: string;
  /** The CV as a PDF file, offered above it. */
  pdfUrl: string;
  /** A version's own link (a job application's): shown to whom it is sent, kept by no search engine. */
  unlisted?: boolean;
  t: ServerT;
}

/** What a search result or a shared link's card says under the name: at most 160 characters. */
const DESCRIPTION_MAX = 160;

/**
 * The bio, else the job title and our line; then the languages, where they fit whole (a Finnish
 * reader looks for them first, and a hidden section's are not in a public CV at all).
 */
function description(cv: PublicCvDto, t: ServerT): string {
  const bio = cv.bio_description.replace(/\s+/g, ' ').trim();
  const lead =
    bio || [cv.current_job_title, t('publicCv:defaultDescription')].filter(Boolean).join(' – ');
  const languages = cv.language_skills.map((l) => l.language.trim()).filter(Boolean);
  const withLanguages = languages.length
    ? `${lead} · ${t('publicCv:languagesLine', { list: languages.join(', ') })}`
    : lead;
  if (withLanguages.length <= DESCRIPTION_MAX) return withLanguages;
  return lead.length > DESCRIPTION_MAX ? `${lead.slice(0, DESCRIPTION_MAX - 3).trimEnd()}…` : lead;
}

function personJsonLd(cv: PublicCvDto, input: DocumentInput) {
  const current = cv.experiences.find((e) => !e.end_date && e.company_name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: `${cv.first_name} ${cv.last_name}`.trim(),
    givenName: cv.first_name,
    familyName: cv.last_name,
    ...(cv.current_job_title ? { jobTitle: cv.current_job_title } : {}),
    ...(cv.photo ? { image: `${input.origin}${cv.photo}` } : {}),
    url: input.canonicalUrl,
    ...(cv.bio_description ? { description: cv.bio_description } : {}),
    ...(current ? { worksFor: { '@type': 'Organization', name: current.company_name } } : {}),
    ...(cv.educations.length
      ? {
          alumniOf: cv.educations
            .filter((e) => e.institution)
            .map((e) => ({ '@type': 'EducationalOrganization', name: e.institution })),
        }
      : {}),
    ...(cv.links.length ? { sameAs: cv.links.map((l) => l.url) } : {}),
    ...(cv.skills.length ? { knowsAbout: cv.skills.map((s) => s.skill_name) } : {}),
    // A search engine's "languages": the names as written (schema.org takes a name or a code).
    ...(cv.language_skills.length && !cv.hidden_sections.includes('language_skills')
      ? { knowsLanguage: cv.language_skills.map((l) => l.language) }
      : {}),
  };
}

const CHROME_CSS = `*,*::before,*::after{box-sizing:border-box}body{margin:0;background:#eef1f6;color:#1b2333;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.pc-bar{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #dde3ec}
.pc-logo{display:inline-flex;align-items:center;gap:8px;color:#1f3a5f;font-weight:800;text-decoration:none}
.pc-cta{color:#fff;background:#1f3a5f;border-radius:10px;padding:8px 14px;font-weight:650;text-decoration:none;font-size:.9rem}
.pc-main{max-width:1000px;margin:0 auto;padding:16px 0}
.pc-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:8px;margin:0 16px 12px}
.pc-langs{display:flex;gap:8px;margin-right:auto}
.pc-pdf,.pc-lang{color:#1f3a5f;background:#fff;border:1px solid #c5cfdb;border-radius:10px;padding:8px 14px;font-weight:650;text-decoration:none;font-size:.9rem}
.pc-foot{background:#14263f;color:#fff;padding:24px 16px;font-size:.9rem}
.pc-foot a{color:#fff}.pc-foot ul{list-style:none;display:flex;flex-wrap:wrap;gap:16px;padding:0;margin:8px 0}
@media print{.pc-bar,.pc-foot,.pc-actions{display:none}body{background:#fff}.pc-main{padding:0;max-width:none}}`;

const LOGO = `<svg width="24" height="24" viewBox="0 0 32 32" aria-hidden="true"><rect x="4" y="2" width="24" height="28" rx="5" fill="#1f3a5f"/><path d="M20 2h3a5 5 0 0 1 5 5v3h-5a3 3 0 0 1-3-3z" fill="#e07a5f"/><circle cx="12" cy="12" r="3.2" fill="#fff"/><rect x="9" y="18" width="14" height="2.4" rx="1.2" fill="#fff"/><rect x="9" y="23" width="10" height="2.4" rx="1.2" fill="#fff"/></svg>`;

const SOCIAL = [
  ['TikTok', 'https://www.tiktok.com/@cvbuilder'],
  ['Instagram', 'https://www.instagram.com/cvbuilder'],
  ['Facebook', 'https://www.facebook.com/cvbuilder'],
  ['LinkedIn', 'https://www.linkedin.com/company/cvbuilder'],
] as const;

interface FooterLink {
  label: string;
  route: string;
}

function isFooterLink(value: unknown): value is FooterLink {
  return (
    typeof value === 'object' &&
    value !== null &&
    'label' in value &&
    typeof value.label === 'string' &&
    'route' in value &&
    typeof value.route === 'string'
  );
}

/** With returnObjects, `t` answers the array locales/{lng}/common.json holds (ServerT says string). */
function footerLinks(value: unknown): FooterLink[] {
  return Array.isArray(value) ? value.filter(isFooterLink) : [];
}

/** The page around a body: the bar with the logo and the call to make a CV, and the footer. */
function page(input: { lang: string; t: ServerT; head: string; body: string }): string {
  const { t } = input;
  const site = t('app.name');
  const privacyLinks = footerLinks(t('footer.privacyLinks', { returnObjects: true }));
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${input.head}
<meta name="theme-color" content="#1f3a5f">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${CHROME_CSS}</style>
</head>
<body>
<header class="pc-bar"><a class="pc-logo" href="${paths.home.getHref()}">${LOGO}<span>${escapeHtml(site)}</span></a><a class="pc-cta" href="${paths.register.getHref()}">${escapeHtml(t('publicCv:cta'))}</a></header>
<main class="pc-main">${input.body}</main>
<footer class="pc-foot">
<nav aria-label="${escapeHtml(t('footer.social'))}"><ul>${SOCIAL.map(([label, href]) => `<li><a href="${href}" rel="noopener noreferrer" target="_blank">${label}</a></li>`).join('')}</ul></nav>
<nav aria-label="${escapeHtml(t('footer.legalNav'))}"><ul>${privacyLinks.map((l) => `<li><a href="${escapeHtml(l.route)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul></nav>
<p>${escapeHtml(t('footer.copyright', { year: new Date().getFullYear() }))}</p>
</footer>
</body>
</html>`;
}

export function renderDocument(input: DocumentInput): string {
  const { cv, t } = input;
  const name = `${cv.first_name} ${cv.last_name}`.trim();
  const title = cv.current_job_title ? `${name} – ${cv.current_job_title}` : name;
  const desc = description(cv, t);
  const site = t('app.name');
  const meta = (property: string, content: string, attr = 'property') =>
    `<meta ${attr}="${property}" content="${escapeHtml(content)}">`;
  const others = input.versions.filter((v) => v.language !== cv.language);
  const alternate = (hreflang: string, url: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(url)}">`;
  // Search engines pair the versions (each names all, itself too); the main one is the default.
  const alternates = others.length
    ? [
        ...input.versions.map((v) => alternate(v.language, v.url)),
        alternate('x-default', input.versions[0]!.url),
      ].join('\n')
    : '';
  const head = `<title>${escapeHtml(title)} | ${escapeHtml(site)}</title>
<meta name="description" content="${escapeHtml(desc)}">
<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">${input.unlisted ? '\n<meta name="robots" content="noindex">' : ''}
${meta('og:type', 'profile')}
${meta('og:site_name', site)}
${meta('og:title', title)}
${meta('og:description', desc)}
${meta('og:url', input.canonicalUrl)}
${meta('og:image', input.ogImageUrl)}
${meta('og:image:type', 'image/jpeg')}
${meta('og:image:width', '1200')}
${meta('og:image:height', '630')}
${meta('og:image:alt', title)}
${meta('og:locale', OG_LOCALES[cv.language])}
${others.map((v) => meta('og:locale:alternate', OG_LOCALES[v.language])).join('\n')}
${alternates}
${meta('profile:first_name', cv.first_name)}
${meta('profile:last_name', cv.last_name)}
${meta('twitter:card', 'summary_large_image', 'name')}
${meta('twitter:title', title, 'name')}
${meta('twitter:description', desc, 'name')}
${meta('twitter:image', input.ogImageUrl, 'name')}
<script type="application/ld+json">${scriptJson(personJsonLd(cv, input))}</script>
${fontPreload(cv.design?.typeface)}`;
  // The other versions, each offered in its own language: a visitor who reads it finds it.
  const switcher = others.length
    ? `<nav class="pc-langs" aria-label="${escapeHtml(t('publicCv:versions'))}">${others
        .map(
          (v) =>
            `<a class="pc-lang" href="${escapeHtml(v.url)}" hreflang="${v.language}" lang="${v.language}">${escapeHtml(translator(v.language)('publicCv:readIn'))}</a>`,
        )
        .join('')}</nav>`
    : '';
  const actions = `<div class="pc-actions">${switcher}<a class="pc-pdf" href="${escapeHtml(input.pdfUrl)}" download>${escapeHtml(t('publicCv:downloadPdf'))}</a></div>`;
  return page({ lang: cv.language, t, head, body: actions + input.body });
}

const NOT_FOUND_CSS = `.pc-nf{width:calc(100% - 32px);max-width:560px;margin:32px auto;padding:32px 24px;background:#fff;border-radius:16px;text-align:center;box-shadow:0 1px 4px rgba(16,24,40,.12)}
.pc-nf h1{margin:0 0 12px;font-size:1.8rem;color:#1f3a5f}.pc-nf p{margin:0 0 24px;line-height:1.55;color:#3b4658}
.pc-nf-links{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.pc-nf-links a{display:inline-block;padding:10px 18px;border-radius:10px;font-weight:650;text-decoration:none;border:2px solid #1f3a5f;color:#1f3a5f}
.pc-nf-links a.pc-nf-main{background:#1f3a5f;color:#fff}`;

/**
 * The public address that holds no CV (unknown, private or removed), in the visitor's language: what
 * happened, and the way home or to a CV of one's own. Never cached, so a CV made public shows at once.
 */
export function renderNotFoundDocument(lang: Language): string {
  const t = translator(lang);
  const site = t('app.name');
  const title = t('publicCv:notFound');
  const head = `<title>${escapeHtml(title)} | ${escapeHtml(site)}</title>
<meta name="robots" content="noindex">
<style>${NOT_FOUND_CSS}</style>`;
  const body = `<section class="pc-nf" aria-labelledby="pc-nf-title">
<h1 id="pc-nf-title">${escapeHtml(title)}</h1>
<p>${escapeHtml(t('publicCv:notFoundText'))}</p>
<div class="pc-nf-links"><a href="${paths.home.getHref()}">${escapeHtml(t('publicCv:home'))}</a><a class="pc-nf-main" href="${paths.register.getHref()}">${escapeHtml(t('publicCv:cta'))}</a></div>
</section>`;
  return page({ lang, t, head, body });
}

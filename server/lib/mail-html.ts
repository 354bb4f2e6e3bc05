/**
 * The account mails in two parts from one list of blocks: a plain-text part every client can read,
 * and a branded HTML part with inline styles only (mail clients drop style sheets and scripts).
 */
import type { Language } from '@/domain/languages';

export type MailBlock =
  | { kind: 'text'; text: string }
  /** A call to action: a button in HTML, the bare address on its own line in text. */
  | { kind: 'button'; label: string; href: string };

export interface MailLayout {
  lang: Language;
  /** Shown before the content as the HTML's heading and hidden preheader. */
  title: string;
  greeting: string;
  blocks: MailBlock[];
  signature: string;
  /** Under a button in HTML, for clients that do not follow it. */
  fallback: string;
  brand: string;
}

const BRAND = '#1f3a5f';
const TEXT = '#1b2333';
const MUTED = '#4f5b70';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function mailText(layout: MailLayout): string {
  const body = layout.blocks.flatMap((block) =>
    block.kind === 'text' ? [block.text, ''] : [block.href, ''],
  );
  return [layout.greeting, '', ...body, layout.signature].join('\n');
}

const paragraph = (text: string, color = TEXT) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${color}">${escapeHtml(text)}</p>`;

function button(block: { label: string; href: string }, fallback: string): string {
  const href = escapeHtml(block.href);
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>',
    `<td style="border-radius:8px;background:${BRAND}">`,
    `<a href="${href}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a>`,
    '</td></tr></table>',
    `<p style="margin:0 0 4px;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(fallback)}</p>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${href}" style="color:${BRAND}">${href}</a></p>`,
  ].join('');
}

export function mailHtml(layout: MailLayout): string {
  const content = layout.blocks
    .map((block) =>
      block.kind === 'text' ? paragraph(block.text) : button(block, layout.fallback),
    )
    .join('\n');
  return `<!doctype html>
<html lang="${layout.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(layout.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f6f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(layout.title)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f9">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND};padding:20px 28px;font-size:20px;font-weight:700;color:#ffffff">${escapeHtml(layout.brand)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT}">${escapeHtml(layout.title)}</h1>
${paragraph(layout.greeting)}
${content}
${paragraph(layout.signature, MUTED)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

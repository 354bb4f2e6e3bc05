/**
 * The preview card shared links show (Open Graph / Twitter): 1200x630 with the person's photo (or
 * initials), name and job title, drawn by sharp from an SVG. Text uses the machine's fonts
 * (fontconfig); without any installed the card still shows the photo and colours.
 */
import sharp from 'sharp';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * What XML 1.0 forbids (C0 controls but tab and line breaks, lone surrogates, U+FFFE, U+FFFF): one
 * such character in a name, stored before the schemas refused them, made the whole SVG unreadable.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(
      /[<>&'"]/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
    );

/** Shortens text to fit roughly `max` characters on one line of the card, never halving an emoji. */
function fit(text: string, max: number): string {
  const chars = [...text.replace(NOT_XML, '').replace(/\s+/g, ' ').trim()];
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max - 1).join('');
  return `${head.trimEnd()}…`;
}

export interface OgCardInput {
  name: string;
  jobTitle: string;
  siteName: string;
  siteHost: string;
  photo: Buffer | null;
}

export async function drawOgCard(input: OgCardInput): Promise<Buffer> {
  const photoSize = 360;
  const photoX = 90;
  const photoY = (OG_HEIGHT - photoSize) / 2;
  const textX = photoX + photoSize + 70;
  const initials = input.name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => [...p][0]?.toUpperCase() ?? '')
    .join('');
  const name = fit(input.name, 22);
  const job = fit(input.jobTitle, 34);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#1f3a5f"/><stop offset="1" stop-color="#14263f"/>
      </linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <rect x="0" y="${OG_HEIGHT - 14}" width="${OG_WIDTH}" height="14" fill="#e07a5f"/>
    <circle cx="${photoX + photoSize / 2}" cy="${photoY + photoSize / 2}" r="${photoSize / 2 + 8}" fill="#e07a5f"/>
    <circle cx="${photoX + photoSize / 2}" cy="${photoY + photoSize / 2}" r="${photoSize / 2}" fill="#3d5a80"/>
    ${input.photo ? '' : `<text x="${photoX + photoSize / 2}" y="${photoY + photoSize / 2 + 48}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="140" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>`}
    <text x="${textX}" y="270" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${name.length > 16 ? 50 : 62}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
    <text x="${textX}" y="340" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36" fill="#f2d0b8">${escapeXml(job)}</text>
    <text x="${textX}" y="470" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" fill="#c9d4e3">${escapeXml(fit(input.siteHost, 40))}</text>
    <text x="${textX}" y="510" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="24" fill="#8fa3bf">${escapeXml(input.siteName)}</text>
  </svg>`;
  const layers: Array<{ input: Buffer; left: number; top: number }> = [];
  if (input.photo) {
    const mask = Buffer.from(
      `<svg width="${photoSize}" height="${photoSize}"><circle cx="${photoSize / 2}" cy="${photoSize / 2}" r="${photoSize / 2}" fill="#fff"/></svg>`,
    );
    const round = await sharp(input.photo)
      .resize(photoSize, photoSize, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    layers.push({ input: round, left: photoX, top: photoY });
  }
  return sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

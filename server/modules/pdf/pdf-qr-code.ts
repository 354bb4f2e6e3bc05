/**
 * The QR code a CV's PDF ends with when its owner asks: the public address with `?via=qr` (a
 * language version's with its `?lang=`), drawn as SVG, so the printed page scans like the share
 * panel's, and a line in the CV's language saying what it opens.
 */
import QRCode from 'qrcode';
import { paths } from '@/config/paths';
import type { PublicCvDto } from '@/domain/cv';
import { VERSION_PARAM } from '@/domain/languages';
import { QR_OPTIONS } from '@/domain/qr-code';
import { withChannel } from '@/domain/view-stats';
import { escapeHtml } from '@server/lib/mail-html';
import type { ServerT } from '@server/lib/i18n';

export interface PdfQrCode {
  /** What the code opens: the public address with its channel. */
  link: string;
  svg: string;
}

type Addressed = Pick<PublicCvDto, 'username' | 'slug' | 'language' | 'languages'>;

/** The public address the code opens, or null for a CV without one (no username). */
export function pdfQrLink(origin: string, cv: Addressed): string | null {
  if (!cv.username) return null;
  const address = new URL(`${origin}${paths.publicCv.getHref(cv.username, cv.slug)}`);
  // A version in another language opens that version, as its PDF is.
  if (cv.language !== cv.languages[0]) address.searchParams.set(VERSION_PARAM, cv.language);
  return withChannel(address.href, 'qr');
}

export async function drawPdfQrCode(link: string): Promise<PdfQrCode> {
  return { link, svg: await QRCode.toString(link, { ...QR_OPTIONS, type: 'svg' }) };
}

/** The address as a reader types it: without the channel, which only the scan carries. */
const typedAddress = (link: string) => {
  const url = new URL(link);
  url.searchParams.delete('via');
  return `${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
};

/**
 * After the CV's content, kept whole: on the last page when it fits, else at the top of a page of
 * its own (a code cut in two scans as nothing). 30 mm reads from a phone at arm's length.
 */
export function pdfQrHtml(qr: PdfQrCode, t: ServerT): string {
  return `<aside class="cv-pdf-qr" style="break-inside:avoid;page-break-inside:avoid;display:flex;align-items:center;gap:2mm;margin:8mm 0 0;font-family:sans-serif;color:#222"><div style="width:30mm;height:30mm;flex:none" role="img" aria-label="${escapeHtml(t('templates:pdfQr.alt'))}">${qr.svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div><div><p style="margin:0 0 1.5mm;font-size:10pt">${escapeHtml(t('templates:pdfQr.scan'))}</p><p style="margin:0;font-size:9pt;color:#555;overflow-wrap:anywhere">${escapeHtml(typedAddress(qr.link))}</p></div></aside>`;
}

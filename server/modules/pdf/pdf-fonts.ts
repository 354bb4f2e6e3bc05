/** The typefaces' files as the PDF renderer's page asks for them (the same /fonts/ paths). */
import { FONTS_PATH } from '@/domain/design';
import type { FontFiles } from '@server/modules/fonts';
import type { PdfAsset } from './pdf-renderer';

export function pdfFonts(fonts: FontFiles) {
  return async (pathname: string): Promise<PdfAsset | null> => {
    if (!pathname.startsWith(FONTS_PATH)) return null;
    const body = await fonts.read(pathname.slice(FONTS_PATH.length));
    return body && { body, contentType: 'font/woff2' };
  };
}

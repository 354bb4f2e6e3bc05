/**
 * A CV as a PDF file: `GET /api/cv/get_cv/{uuid}/pdf/` for its owner (public or not) and
 * `GET /api/pdf/{username}/` and `/{username}/{slug}/` for a public CV. Each is rendered once per
 * CV version and paper size and kept; `?paper=letter` gives US Letter, A4 otherwise. The
 * applications module prints a CV's version for one job with the same files (`Printable.version`).
 */
import { PAGE_FORMATS, type CvDesign, type PageFormat } from '@/domain/design';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { SHARE_KEY, VERSION_LINK_PARAM } from '@/domain/applications';
import type { PublicCvDto } from '@/domain/cv';
import { attachment, cvFileName } from '@server/lib/attachment';
import { ApiError } from '@server/lib/errors';
import { translator } from '@server/lib/i18n';
import { bytesAnswer } from '@server/lib/route-schemas';
import {
  idParams,
  ownCvOf,
  publicParams,
  versionQuery,
  type PublicCvRequest,
  type CvService,
} from '@server/modules/cv';
import { signedInRoutes, type SignedInRoutesDeps } from '../deps';
import type { StoredFiles } from '@server/modules/media';
import { cvPdfHtml } from './cv-pdf-document';
import { drawPdfQrCode, pdfQrHtml, pdfQrLink } from './pdf-qr-code';
import { ownerPdfLimit, publicPdfLimit } from './limits';
import type { Paper, PdfRenderer } from './pdf-renderer';

export interface PdfRoutesDeps extends SignedInRoutesDeps<CvService> {
  files: PdfFiles;
}

/** `?paper=` as asked; without it, the page format the CV's design chose (A4 unless Letter). */
export const paperQuery = versionQuery.extend({ paper: z.enum(PAGE_FORMATS).optional() });
export const paperOf = (asked: PageFormat | undefined, cv: { design: CvDesign }): Paper =>
  (asked ?? cv.design.page) === 'letter' ? 'Letter' : 'A4';

const pdfAnswer = { 200: bytesAnswer };

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

export interface Printable {
  cv: PublicCvDto;
  photoId: string | null;
  /** The owner asked for a QR code of the public address at the end. */
  pdfQrCode?: boolean;
  /** A version of the CV made for one job application, printed instead of the CV itself. */
  version?: PrintedVersion;
}

/**
 * A version's files are kept beside its CV's, under the application's id and its `tag` (a number
 * that rises with every change of the CV or the version), and named for the company.
 */
export interface PrintedVersion {
  id: string;
  /** A number for the owner's files; the CV's time and a hash of the version for a public link's. */
  tag: number | string;
  /** '' for a version's public link: its file is named as the CV's. */
  company: string;
}

/** The file's name: the CV's, with the company of a version's application after it. */
export const printedFileName = ({ cv, version }: Printable, extension: string) =>
  cvFileName(cv, extension, version?.company);

/**
 * The PDF files of CVs, shared by the owner's and the public routes: in memory, then in object
 * storage when there is one (what another instance made), else rendered.
 */
export function createPdfFiles(
  service: CvService,
  renderer: PdfRenderer,
  stored: StoredFiles,
  /** The site's address, which a PDF's QR code opens. */
  origin: string,
) {
  // A CV's version (its last change) is in the key, so an edit makes a new file; about 50 MB.
  const files = new LRUCache<string, Buffer>({
    maxSize: 50 * 1024 * 1024,
    sizeCalculation: (file) => file.length,
  });
  const inFlight = new Map<string, Promise<Buffer>>();

  async function pdfOf(
    { cv, photoId, pdfQrCode, version }: Printable,
    paper: Paper,
  ): Promise<Buffer> {
    const qrLink = pdfQrCode ? pdfQrLink(origin, cv) : null;
    // The code's address is in the name: a new username is not a new version of the CV.
    const variant = `${version ? `${version.id}-` : ''}${cv.language}-${paper}${qrLink ? `-qr${shortHash(qrLink)}` : ''}`;
    // A version's tag is padded so that its stored files sort by it, as the CV's times do.
    const made = !version
      ? cv.updated_at
      : typeof version.tag === 'number'
        ? String(version.tag).padStart(12, '0')
        : version.tag;
    const key = `${cv.uuid}:${made}:${variant}`;
    const kept = files.get(key);
    if (kept) return kept;
    // Two downloads of the same new version wait for one render.
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        let file = await stored.pdf(cv.uuid, variant, made);
        if (!file) {
          const photo = photoId ? ((await service.photo(photoId)) ?? null) : null;
          const qr = qrLink ? pdfQrHtml(await drawPdfQrCode(qrLink), translator(cv.language)) : '';
          file = await renderer.render({ html: cvPdfHtml(cv, photo, qr), paper });
          await stored.putPdf(cv.uuid, variant, made, file);
        }
        files.set(key, file);
        return file;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    /** The file itself (the ATS check reads its text). */
    pdfOf,
    async send(reply: FastifyReply, printable: Printable, paper: Paper, shared: boolean) {
      const file = await pdfOf(printable, paper);
      return reply
        .header('content-disposition', attachment(printedFileName(printable, 'pdf')))
        .header('cache-control', shared ? 'public, no-cache' : 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .type('application/pdf')
        .send(file);
    },
  };
}

export const ownerPdfRoutes = signedInRoutes<PdfRoutesDeps>((app, { service, files }) => {
  app.get(
    '/get_cv/:uuid/pdf/',
    {
      schema: { params: idParams, querystring: paperQuery, response: pdfAnswer },
      config: { rateLimit: ownerPdfLimit },
      compress: false,
    },
    async (request, reply) => {
      const printable = await service.printable(...ownCvOf(request));
      return files.send(reply, printable, paperOf(request.query.paper, printable.cv), false);
    },
  );
});

export const publicPdfRoutes: FastifyPluginAsyncZod<Omit<PdfRoutesDeps, 'requireUser'>> = async (
  app,
  { service, files },
) => {
  const handler = async (
    request: PublicCvRequest<z.output<typeof paperQuery> & { [VERSION_LINK_PARAM]?: string }>,
    reply: FastifyReply,
  ) => {
    const { lang, paper, [VERSION_LINK_PARAM]: shared } = request.query;
    const found = await service.findPublicPage(
      request.params.username,
      request.params.slug ?? null,
      lang,
      shared,
    );
    if (!found) throw new ApiError(404, 'cv_not_found');
    const { version, ...shown } = found;
    const printable: Printable = version
      ? {
          ...shown,
          version: {
            id: version,
            tag: `${found.cv.updated_at}-${shortHash(JSON.stringify(found.cv))}`,
            company: '',
          },
        }
      : shown;
    return files.send(reply, printable, paperOf(paper, found.cv), true);
  };
  const publicPaperQuery = paperQuery.extend({
    [VERSION_LINK_PARAM]: z.string().regex(SHARE_KEY, 'validation.invalid').optional(),
  });
  const options = {
    schema: { params: publicParams, querystring: publicPaperQuery, response: pdfAnswer },
    config: { rateLimit: publicPdfLimit },
    compress: false as const,
  };
  app.get('/:username/', options, handler);
  app.get('/:username/:slug/', options, handler);
};

export type PdfFiles = ReturnType<typeof createPdfFiles>;

/** Reads create_cv's and edit_cv's multipart bodies: text fields, JSON-encoded lists, one photo. */
import type { FastifyRequest } from 'fastify';
import { LIST_SECTIONS } from '@/domain/sections';
import { ApiError, FieldError } from '@server/lib/errors';

/** The fields that travel as JSON in a multipart form: every list, the sections' order, the design. */
const LIST_FIELDS = new Set([
  ...LIST_SECTIONS,
  'custom_sections',
  'section_order',
  'hidden_sections',
  'design',
]);
const BOOLEAN_FIELDS = new Set(['is_public', 'pdf_qr_code']);

export interface MultipartCv {
  fields: Record<string, unknown>;
  photo: Buffer | null;
}

/**
 * A body the multipart parser cannot read (no boundary, an empty or too long one, a truncated or
 * garbled body) is the client's fault: busboy throws plain errors for it, which would be 500s.
 */
export async function readMultipartCv(request: FastifyRequest): Promise<MultipartCv> {
  try {
    return await readParts(request);
  } catch (error) {
    // Our own refusals and @fastify/multipart's coded ones (limits: 413) keep their answer.
    if (error instanceof FieldError || error instanceof ApiError || hasFastifyCode(error))
      throw error;
    throw new ApiError(400, 'invalid_multipart');
  }
}

function hasFastifyCode(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('FST_')
  );
}

async function readParts(request: FastifyRequest): Promise<MultipartCv> {
  const fields: Record<string, unknown> = {};
  let photo: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'photo' || photo) {
        await part.toBuffer().catch(() => undefined);
        throw new FieldError(part.fieldname, 'validation.unknown_fields', {
          fields: part.fieldname,
        });
      }
      // Throws the 413 as soon as the stream passes 2 MiB.
      photo = await part.toBuffer();
      if (photo.length === 0) photo = null;
      continue;
    }
    const raw = typeof part.value === 'string' ? part.value : String(part.value);
    if (LIST_FIELDS.has(part.fieldname)) {
      try {
        fields[part.fieldname] = JSON.parse(raw);
      } catch {
        throw new FieldError(part.fieldname, 'validation.invalid_json_list');
      }
    } else if (BOOLEAN_FIELDS.has(part.fieldname)) {
      fields[part.fieldname] = raw === 'true' ? true : raw === 'false' ? false : raw;
    } else {
      fields[part.fieldname] = raw;
    }
  }
  return { fields, photo };
}

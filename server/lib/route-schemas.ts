/**
 * Route schemas that modules share for what is not the domain's JSON: a file named by its id, the
 * answers Fastify sends as they are (bytes, text, no body) and JSON files indented for people.
 */
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * `:file` as `{id}.{extension}`: `id` is the id of a well-formed name and null for any other name,
 * which its route answers with 404 (never 400), and only a well-formed id reaches the database.
 */
export function fileIdParams(extension: string) {
  const name = new RegExp(`^(${UUID})\\.${extension}$`);
  return z
    .object({ file: z.string() })
    .transform(({ file }) => ({ id: name.exec(file)?.[1] ?? null }));
}

/** A file's bytes (a photo, a PDF, a preview card): Fastify sends a Buffer as it is. */
export const bytesAnswer = z.instanceof(Buffer);
/** A plain-text answer, sent as it is. */
export const textAnswer = z.string();
/** No body: a 204, a 304 or a redirect. */
export const noBody = z.undefined();

/**
 * A route's serializer for a JSON file people open too (a data export): cut to the route's schema
 * as every answer is, then indented.
 */
export function indentedJson(route: { schema: unknown; method: string; url: string }) {
  const { schema, method, url } = route;
  // Fastify types a route's own compiler as taking the route's whole schema; it is given one answer's.
  if (!(schema instanceof z.ZodType)) throw new TypeError(`${method} ${url}: not a zod schema`);
  return (data: unknown) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data, null, 2);
  };
}

/**
 * What the API answers, as schemas: the server encodes every JSON answer through its route's schema
 * (fastify-type-provider-zod). An answer's schema is the output shape of a domain schema, its keys
 * and value types without its rules or transforms, so an answer is cut to the keys it names (a new
 * column never leaks) but never refused for a value an older rule allowed.
 */
import { z } from 'zod';
import { cvListItemSchema, cvSchema, publicCvSchema } from './cv';
import type { JsonResume } from './json-resume';

/** Every answer of the API wraps its payload in `data`. */
export const answerOf = <T extends z.ZodType>(payload: T) => z.object({ data: payload });

/** `{data: {message}}`: a sentence for the user, in their language. */
export const messageAnswerSchema = answerOf(z.object({ message: z.string() }));

/**
 * The keys and value types of what `schema` outputs, with no rule and no transform (so what it
 * encodes is what it takes).
 */
export function outputShape<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.output<T>> {
  // shapeOf keeps every key and value type of T's output; TypeScript cannot follow the walk.
  return shapeOf(schema) as z.ZodType<z.output<T>, z.output<T>>;
}

function shapeOf(schema: z.core.$ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, value] of Object.entries(schema.shape)) shape[key] = shapeOf(value);
    // Not strict: a key the schema does not name is dropped from the answer, never refused.
    return z.object(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(shapeOf(schema.element));
  if (schema instanceof z.ZodOptional) return shapeOf(schema.unwrap()).optional();
  if (schema instanceof z.ZodNullable) return shapeOf(schema.unwrap()).nullable();
  // A default fills the input; the output is the inner schema's.
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault)
    return shapeOf(schema.unwrap());
  // What a transform returns is known only to TypeScript: its output is taken as it is.
  if (schema instanceof z.ZodPipe) return shapeOf(schema.out);
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum) return z.string();
  if (schema instanceof z.ZodNumber) return z.number();
  if (schema instanceof z.ZodBoolean) return z.boolean();
  if (schema instanceof z.ZodNull) return z.null();
  return z.unknown();
}

/** A CV as its owner reads it (create, edit, get). */
export const cvAnswerSchema = outputShape(cvSchema);
/** A CV as a stranger reads it: only the public schema's keys ever leave. */
export const publicCvAnswerSchema = outputShape(publicCvSchema);
/** The dashboard's list. */
export const cvListAnswerSchema = z.array(outputShape(cvListItemSchema));
/** A CV as a JSON Resume document: that standard's shape (jsonresume.org), so it is sent whole. */
export const jsonResumeAnswerSchema = z.custom<JsonResume>();

/** Route schemas are zod schemas from the shared domain; a failed parse reaches the error handler. */
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';

export function applyZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
  // Answers are built from typed code, not from input; plain JSON.stringify is enough.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

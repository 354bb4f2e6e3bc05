/** @jsonresume/schema ships no types; the tests use its validator to check our export. */
declare module '@jsonresume/schema' {
  interface ValidationError {
    property: string;
    message: string;
  }
  export function validate(
    resume: unknown,
    callback: (errors: ValidationError[] | null, valid: boolean) => void,
  ): void;
}

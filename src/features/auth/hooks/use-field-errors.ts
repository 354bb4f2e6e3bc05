import { useCallback, useState } from 'react';
import type { FormErrors } from '../utils/validate';

/** A form's messages under its fields; editing a field clears its own message. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FormErrors>({});
  const edited = useCallback(
    (field: string) =>
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    [],
  );
  return { errors, setErrors, edited };
}

/**
 * The messages of one wizard step's fields: the step holds them (after Continue, or when the user
 * is sent back to fix something) and each field reads its own, so every current error shows at once
 * beside its field, and goes as soon as the user changes that field.
 */
import { createContext, useContext } from 'react';

export interface StepErrors {
  /** The message of a field ('first_name', 'links.0.url'), if it has one. */
  errorOf: (field: string) => string | undefined;
  /** The user changed the field: its message goes until the next check. */
  edited: (field: string) => void;
}

const NO_ERRORS: StepErrors = { errorOf: () => undefined, edited: () => undefined };

export const StepErrorsContext = createContext<StepErrors>(NO_ERRORS);

/** One field's message and the call that clears it; outside a step, never a message. */
export function useFieldError(field: string | undefined) {
  const errors = useContext(StepErrorsContext);
  return {
    error: field === undefined ? undefined : errors.errorOf(field),
    edited: () => field !== undefined && errors.edited(field),
  };
}

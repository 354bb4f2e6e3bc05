/** The one form pattern: react-hook-form checked by the shared domain schemas, on MUI fields. */
export { EmailField } from './email-field';
export { Form } from './form';
export { FormAlert } from './form-alert';
export { FORM_ERROR, formResolver, type ExtraChecks } from './form-resolver';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
export { showFailure } from './show-failure';
export { SubmitButton } from './submit-button';
export { UsernameField } from './username-field';
export { useZodForm, type ZodForm } from './use-zod-form';

/**
 * The one set of field components: the wizard's steps and the editor's in-place inputs are these,
 * in a form's look or in the template's. What a field does with what is typed (its limit, a long
 * paste, one line, a web address's https://, a phone's keyboard) is the same in both.
 */
export { FormChoiceInput, InPlaceChoiceInput, type ChoiceOption } from './choice-input';
export { FormTextInput, type FormTextInputProps } from './form-text-input';
export { fieldNoteSx } from './in-place-look';
export { InPlaceTextInput, type InPlaceTextInputProps } from './in-place-text-input';
export type { TextKind } from './text-kind';

/**
 * JSON Resume (jsonresume.org, schema 1.x) both ways: a CV as a JSON Resume document, and a JSON
 * Resume document as a CV draft with a list of everything that did not fit our fields. What JSON
 * Resume cannot say (first and last name apart, the template, the bio heading, the order and hidden
 * sections, the owner's own sections other than volunteer, awards and publications) travels in
 * `meta`, so our own export imports back as the same CV.
 */
export { toJsonResume, type JsonResume, type JsonResumeSource } from './to-json-resume';
export {
  fromJsonResume,
  type ImportedCv,
  type JsonResumeImport,
  type LeftOut,
} from './from-json-resume';
export { ITEM_SECTIONS, type ItemSection, type RowList } from './left-out';
export { namedFields, NOT_AN_ENTRY } from './unkept-fields';

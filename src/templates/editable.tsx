/**
 * The building blocks templates use for every field. Without an editor they print plain text (the
 * public page, the preview, the server render); inside the CV editor the editor supplies inputs, so
 * each template is edited in place with no code of its own for editing.
 */
import { createContext, useContext, type ElementType, type ReactNode } from 'react';
import { useFallbackLanguage } from './render-options';
import type { TextKind } from '@/domain/sections';
import type { ListName } from './types';

export interface TextFieldSpec {
  /** Dotted path into the CV: 'first_name', 'experiences.0.role'. */
  path: string;
  value: string;
  label: string;
  /** How it is typed: one line (the default), several, a web or e-mail address, a phone number. */
  kind?: TextKind;
  max?: number;
  /** Counts its characters under it as they are typed. */
  counter?: boolean;
  className?: string;
  /** Shown in the empty input instead of the label (a default heading). */
  placeholder?: string;
}

export interface ChoiceSpec {
  path: string;
  value: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  className?: string;
}

/**
 * What an add or remove button acts on: one of the CV's lists, or an own section's entries
 * (`custom_sections.{section}.entries`).
 */
export type Entries = { list: ListName } | { section: number };

export interface EditorApi {
  text(spec: TextFieldSpec): ReactNode;
  month(spec: {
    path: string;
    value: string | null;
    label: string;
    className?: string;
    format: (date: string) => string;
  }): ReactNode;
  choice(spec: ChoiceSpec): ReactNode;
  add(entries: Entries): ReactNode;
  remove(entries: Entries, index: number): ReactNode;
  photo(): ReactNode;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi | null {
  return useContext(EditorContext);
}

type TextProps = TextFieldSpec & { as?: ElementType };

/**
 * A text field: plain text when read, an input when edited. Empty text prints nothing. While edited
 * the input sits in an element with the field's class, so it takes the template's colour and size;
 * a block (not a <p>, which may not hold the input's parts).
 */
export function Text({ as: Tag = 'span', ...spec }: TextProps) {
  const editor = useEditor();
  const lang = useFallbackLanguage(spec.path);
  if (editor) {
    const Holder = Tag === 'span' ? 'span' : 'div';
    return <Holder className={spec.className}>{editor.text(spec)}</Holder>;
  }
  if (!spec.value) return null;
  return (
    <Tag className={spec.className} lang={lang}>
      {spec.value}
    </Tag>
  );
}

/** A month ('YYYY-MM-01'): formatted when read, a month picker when edited. */
export function Month(props: {
  path: string;
  value: string | null;
  label: string;
  format: (date: string) => string;
  className?: string;
}) {
  const editor = useEditor();
  if (editor) return <>{editor.month(props)}</>;
  if (!props.value) return null;
  return (
    <time className={props.className} dateTime={props.value.slice(0, 7)}>
      {props.format(props.value)}
    </time>
  );
}

/** A choice (proficiency, link type): its label when read, a select when edited. */
export function Choice(spec: ChoiceSpec) {
  const editor = useEditor();
  if (editor) return <>{editor.choice(spec)}</>;
  const label = spec.options.find((o) => o.value === spec.value)?.label;
  return label ? <span className={spec.className}>{label}</span> : null;
}

/** The add button of a list or an own section's entries (edit mode only; hidden at its limit). */
export function AddEntry(entries: Entries) {
  const editor = useEditor();
  return editor ? <>{editor.add(entries)}</> : null;
}

/** The remove button of one entry (edit mode only; only while more than one is left). */
export function RemoveEntry({ index, ...entries }: Entries & { index: number }) {
  const editor = useEditor();
  return editor ? <>{editor.remove(entries, index)}</> : null;
}

/** The owner's photo-change button (edit mode only; never in public mode). */
export function PhotoEdit() {
  const editor = useEditor();
  return editor ? <>{editor.photo()}</> : null;
}

/** True in the editor: templates show every section (even empty ones) so they can be filled in. */
export function useEditing(): boolean {
  return useEditor() !== null;
}

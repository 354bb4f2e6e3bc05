/** How each kind of text is typed on a phone: its keyboard, its hints, and its tidying. */
import { normaliseWebUrl } from '@/domain/cv-fields';
import type { TextKind } from '@/domain/sections';

export type { TextKind };

/** The attributes an input or a textarea takes for a kind of text. */
export interface KindTyping {
  inputMode?: 'url' | 'email' | 'tel';
  autoCapitalize?: 'none';
  spellCheck?: false;
}

const ADDRESS = { autoCapitalize: 'none', spellCheck: false } as const;

export const KIND_TYPING: Record<TextKind, KindTyping> = {
  text: {},
  multiline: {},
  url: { inputMode: 'url', ...ADDRESS },
  email: { inputMode: 'email', ...ADDRESS },
  phone: { inputMode: 'tel', spellCheck: false },
};

/** An input's type for a kind of text (a textarea has none). */
export const KIND_TYPE: Partial<Record<TextKind, 'url' | 'email' | 'tel'>> = {
  url: 'url',
  email: 'email',
  phone: 'tel',
};

/** What a value becomes when its field is left: a web address gets its https://. */
export const TIDY: Partial<Record<TextKind, (value: string) => string>> = { url: normaliseWebUrl };

/**
 * What every text field of the app does with what is typed, whatever it looks like: it keeps to
 * the field's limit (a longer paste is kept up to it and the field says how much was left out),
 * keeps one line on one line, and tidies the value when the field is left.
 */
import { useState, type ClipboardEvent } from 'react';
import { cutToLimit, type CutText } from '@/components/form/limit-text';
import { TIDY, type TextKind } from './text-kind';

interface TextInputOptions {
  value: string;
  max: number;
  kind: TextKind;
  onValue: (value: string) => void;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function useTextInput({ value, max, kind, onValue }: TextInputOptions) {
  const [cut, setCut] = useState<CutText | null>(null);
  const lines = kind === 'multiline' ? (text: string) => text : oneLine;
  const set = (next: string) => {
    setCut(null);
    onValue(next);
  };
  const paste = (event: ClipboardEvent<HTMLElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
    const pasted = lines(event.clipboardData.getData('text'));
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const whole = value.slice(0, start) + pasted + value.slice(end);
    if (whole.length <= max) return;
    // The browser would drop the rest without a word: we keep what fits and say what did not.
    event.preventDefault();
    const result = cutToLimit(whole, max);
    const caret = Math.min(start + pasted.length, result.value.length);
    set(result.value);
    setCut(result);
    // E-mail and URL inputs have no caret to place (their selectionStart is null).
    if (input.selectionStart !== null)
      requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };
  return {
    /** How much of a paste was left out, until the next change. */
    cut,
    change: (typed: string) => set(cutToLimit(lines(typed), max).value),
    paste,
    /** Called when the field is left. */
    tidy: () => {
      const tidied = TIDY[kind]?.(value);
      if (tidied !== undefined && tidied !== value) set(tidied);
    },
  };
}

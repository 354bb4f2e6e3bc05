/**
 * E-mail and web addresses with a line-break chance (<wbr>) after each @ / . ? & = # _ (a run of
 * them counts as one), so a long address wraps between its parts instead of in the middle of a word.
 */
import { Fragment } from 'react';

const AFTER_SEPARATOR = /(?<=[@/.?&=#_])(?![@/.?&=#_])/;

/** The address cut after its separators ('a@b.fi' → ['a@', 'b.', 'fi']); empty parts dropped. */
export function addressParts(text: string): string[] {
  return text.split(AFTER_SEPARATOR).filter(Boolean);
}

export function BreakableAddress({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <span className={className}>
      {addressParts(text).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

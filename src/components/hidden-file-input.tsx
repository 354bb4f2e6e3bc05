import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  /** The name a screen reader gives it: the words of the button that opens it. */
  label: string;
  onFile: (file: File) => void;
}

/**
 * A file input no one sees: a visible button opens it, since a label styled as a button is no
 * button to a screen reader. The input is emptied after each choice, so the same file chosen again
 * (after a fix) is read again.
 */
export function HiddenFileInput({ ref, accept, label, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

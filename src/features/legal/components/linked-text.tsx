import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { linkify, type TextLink } from '../linkify';
import { useOrigin } from '@/lib/render-context';

function TextLinkView({ link }: { link: TextLink }) {
  const origin = useOrigin();
  // Links to our own pages stay inside the app instead of reloading it.
  if (link.href.startsWith(`${origin}/`))
    return (
      <Link href={link.href.slice(origin.length)} underline="always">
        {link.label}
      </Link>
    );
  if (link.href.startsWith('mailto:'))
    return (
      <Link href={link.href} underline="always">
        {link.label}
      </Link>
    );
  return (
    <Link href={link.href} target="_blank" rel="noopener noreferrer" underline="always">
      {link.label}
    </Link>
  );
}

/** Plain text with its web and e-mail addresses turned into links. */
export function LinkedText({ text }: { text: string }) {
  return linkify(text).map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <TextLinkView key={index} link={part} />
    ),
  );
}

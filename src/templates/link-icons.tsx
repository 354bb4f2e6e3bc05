/** Small monochrome icons drawn here (no icon library), so templates stay plain HTML on the server. */
import type { ReactNode } from 'react';
import { LINK_TYPES, type LinkType } from '@/domain/cv';

const DRAWINGS: Record<LinkType | 'link' | 'email' | 'phone', ReactNode> = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M12 17v-6M12 14a2.5 2.5 0 0 1 5 0v3" />
      <circle cx="8" cy="7.8" r="0.6" fill="currentColor" />
    </>
  ),
  github: (
    <path d="M5 9.6 5.6 4l3.5 2.4a9 9 0 0 1 5.8 0L18.4 4l.6 5.6c.6.9 1 2 1 3.1 0 3.5-3.2 5.6-8 5.6s-8-2.1-8-5.6c0-1.1.4-2.2 1-3.1ZM9.5 18v3M14.5 18v3" />
  ),
  twitter: <path d="M4 4h4.2L20 20h-4.2ZM19.5 4l-6.2 7M10.7 13 4.5 20" />,
  website: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9S9.6 5.6 12 3Z" />
    </>
  ),
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M16 7.5h-1.5A2.5 2.5 0 0 0 12 10v11M9 13h6" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.3v5.4l4.6-2.7Z" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M13.5 3.5v11.2a3.7 3.7 0 1 1-3.7-3.7M13.5 3.5c.4 2.5 2.1 4.2 4.8 4.4" />,
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
      <path d="M11 18.3h2" />
    </>
  ),
};

const isLinkType = (key: string): key is LinkType =>
  (LINK_TYPES as readonly string[]).includes(key);

function Icon({ name, label }: { name: keyof typeof DRAWINGS; label?: string }) {
  return (
    <svg
      className="cv-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {DRAWINGS[name]}
    </svg>
  );
}

/** The icon of a link type ('linkedin', 'GitHub', …); unknown types get a generic link icon. */
export function LinkIcon({ type }: { type: string }) {
  const key = type.trim().toLowerCase();
  return <Icon name={isLinkType(key) ? key : 'link'} />;
}

/** Email and phone icons; the label is what a screen reader hears in place of a visible caption. */
export function ContactIcon({ kind, label }: { kind: 'email' | 'phone'; label: string }) {
  return <Icon name={kind} label={label} />;
}

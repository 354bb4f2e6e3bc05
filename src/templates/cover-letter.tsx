/**
 * A cover letter in the look of its CV's template and design: the writer's details as the CV holds
 * them, the date, the company and the subject, then the greeting, the body's paragraphs, the
 * closing and the name, in that reading order (what a tagged PDF and a screen reader follow).
 */
import { letterParagraphs, type CoverLetter } from '@/domain/cover-letter';
import type { Theme } from '@/domain/cv';
import { coverLetterCss, letterLookClass } from './cover-letter.styles';
import { designCss } from './design-css';
import type { CvView } from './types';
import { displayUrl, isWebUrl, telHref } from './urls';

/** Who writes the letter, as their CV holds it, and the CV's design. */
export type LetterWriter = Pick<
  CvView,
  'first_name' | 'last_name' | 'current_job_title' | 'email' | 'phone' | 'links' | 'design'
>;

export interface CoverLetterProps {
  theme: Theme;
  writer: LetterWriter;
  letter: CoverLetter;
  company: string;
  /** The lines the letter's language words: its date and its subject (with the role). */
  words: { date: string; subject: string };
}

export const writerName = (writer: Pick<LetterWriter, 'first_name' | 'last_name'>) =>
  [writer.first_name, writer.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

function Contact({ writer }: { writer: LetterWriter }) {
  const email = writer.email.trim();
  const phone = writer.phone.trim();
  const links = writer.links.filter((link) => isWebUrl(link.url));
  if (!email && !phone && !links.length) return null;
  return (
    <ul className="cv-letter-contact">
      {email && (
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
      {phone && (
        <li>
          <a href={telHref(phone)}>{phone}</a>
        </li>
      )}
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{displayUrl(link.url)}</a>
        </li>
      ))}
    </ul>
  );
}

export function CoverLetterView({ theme, writer, letter, company, words }: CoverLetterProps) {
  const name = writerName(writer);
  const title = writer.current_job_title.trim();
  return (
    <article className={`cv-letter ${letterLookClass(theme)}`} lang={letter.language}>
      <style>{coverLetterCss(theme) + designCss(theme, 'cv-letter', writer.design)}</style>
      <header className="cv-letter-head">
        <h1 className="cv-name">{name}</h1>
        {title && <p className="cv-title">{title}</p>}
        <Contact writer={writer} />
      </header>
      <p className="cv-letter-date">{words.date}</p>
      {company.trim() && <p className="cv-letter-to">{company.trim()}</p>}
      <h2 className="cv-h2">{words.subject}</h2>
      {letter.greeting.trim() && <p className="cv-letter-greeting">{letter.greeting.trim()}</p>}
      <div className="cv-letter-body">
        {letterParagraphs(letter.body).map((paragraph, i) => (
          // The paragraphs have no ids; their place is what tells them apart.
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {letter.closing.trim() && <p className="cv-letter-closing">{letter.closing.trim()}</p>}
      {name && <p className="cv-letter-signature">{name}</p>}
    </article>
  );
}

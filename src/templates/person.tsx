/** Who the CV is about and how to reach them: name, job title, photo, contact details and bio. */
import type { ComponentProps } from 'react';
import { LIMITS } from '@/domain/limits';
import { BreakableAddress } from './breakable';
import { PhotoEdit, Text, useEditing } from './editable';
import { PERSON_FIELD_KINDS } from './person-fields';
import { InitialsAvatar } from './initials-avatar';
import { ContactIcon } from './link-icons';
import { Section } from './section';
import type { CvView, TemplateProps } from './types';
import { safePhotoSrc, telHref } from './urls';

function fullName(cv: CvView): string {
  return [cv.first_name, cv.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

type CvFieldName = keyof TemplateProps['labels']['fields'] & keyof CvView;

/** A field of the CV itself (not of a list's row): its value and label follow from its name. */
function CvField({
  cv,
  labels,
  name,
  ...rest
}: TemplateProps & { name: CvFieldName } & Omit<
    ComponentProps<typeof Text>,
    'path' | 'value' | 'label'
  >) {
  const label = labels.fields[name];
  return (
    <Text
      path={name}
      value={cv[name] ?? ''}
      label={label}
      kind={PERSON_FIELD_KINDS[name]}
      {...rest}
    />
  );
}

/** The first or the last name as an editable field. */
export function NameField({ part, ...props }: TemplateProps & { part: 'first' | 'last' }) {
  const name = part === 'first' ? 'first_name' : 'last_name';
  return <CvField {...props} name={name} max={LIMITS.shortText} className={`cv-${part}`} />;
}

/** The name as the CV's <h1>, and the job title under it. */
export function Identity(props: TemplateProps) {
  return (
    <>
      <h1 className="cv-name">
        <NameField {...props} part="first" /> <NameField {...props} part="last" />
      </h1>
      <JobTitle {...props} />
    </>
  );
}

export function JobTitle(props: TemplateProps) {
  return (
    <CvField
      {...props}
      name="current_job_title"
      max={LIMITS.shortText}
      as="p"
      className="cv-title"
    />
  );
}

/** The photo, or the initials when there is none; `avatar` colours the initials. */
export function Photo({
  cv,
  labels,
  avatar,
}: TemplateProps & { avatar: { background: string; color: string } }) {
  const src = safePhotoSrc(cv.photo);
  return (
    <div className="cv-photo">
      {src ? (
        <img
          className="cv-img"
          src={src}
          alt={labels.photoAlt(fullName(cv))}
          width={160}
          height={160}
          decoding="async"
        />
      ) : (
        <InitialsAvatar first={cv.first_name} last={cv.last_name} {...avatar} />
      )}
      <PhotoEdit />
    </div>
  );
}

/** Email (mailto:) and phone (tel:) with icons; plain inputs while editing. */
export function ContactList({ cv, labels }: TemplateProps) {
  const editing = useEditing();
  const items = [
    { kind: 'email' as const, href: `mailto:${cv.email.trim()}`, max: LIMITS.email },
    { kind: 'phone' as const, href: telHref(cv.phone), max: LIMITS.phone },
  ].filter((item) => editing || cv[item.kind].trim());
  if (items.length === 0) return null;
  return (
    <ul className="cv-contact">
      {items.map(({ kind, href, max }) => {
        return (
          <li key={kind}>
            <ContactIcon kind={kind} label={labels[kind]} />
            {editing ? (
              <CvField cv={cv} labels={labels} name={kind} max={max} className="cv-contact-text" />
            ) : (
              <a href={href}>
                {kind === 'email' ? (
                  <BreakableAddress text={cv.email.trim()} className="cv-contact-text" />
                ) : (
                  <span className="cv-contact-text">{cv.phone.trim()}</span>
                )}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The contact list as a section of its own, under `title` (contact / contact me). */
export function ContactSection({ title, ...props }: TemplateProps & { title: string }) {
  return (
    <Section className="cv-contact-sec" title={title}>
      <ContactList {...props} />
    </Section>
  );
}

/** The short bio under its own title, else `fallbackTitle` (about me / summary). */
export function BioSection({
  fallbackTitle,
  ...props
}: TemplateProps & { fallbackTitle?: string }) {
  const { cv, labels } = props;
  const editing = useEditing();
  if (!editing && !cv.bio_description.trim()) return null;
  const fallback = fallbackTitle ?? labels.aboutMe;
  const title =
    editing || cv.bio_title.trim() ? (
      <CvField {...props} name="bio_title" max={LIMITS.shortText} placeholder={fallback} />
    ) : (
      fallback
    );
  return (
    <Section className="cv-bio" title={title}>
      <CvField
        {...props}
        name="bio_description"
        max={LIMITS.bio}
        counter
        as="p"
        className="cv-bio-text"
      />
    </Section>
  );
}

/**
 * The pieces every template is built from. Each template arranges them in its own layout and styles
 * them with its own scoped CSS; the class names here (cv-entry, cv-meter, …) are that shared vocabulary.
 */
import type { ReactNode } from 'react';
import { LIMITS } from '@/domain/limits';
import { AddEntry, Choice, Month, PhotoEdit, RemoveEntry, Text, useEditing } from './editable';
import { InitialsAvatar } from './initials-avatar';
import { ContactIcon, LinkIcon } from './link-icons';
import type { CvView, TemplateLabels, TemplateProps } from './types';
import { displayUrl, isWebUrl, safePhotoSrc, telHref } from './urls';

const LEVELS = ['beginner', 'intermediate', 'expert'] as const;

export function fullName(cv: CvView): string {
  return [cv.first_name, cv.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** First and last name as two editable fields, for inside the template's <h1>. */
export function NameFields({ cv, labels }: TemplateProps) {
  return (
    <>
      <Text
        path="first_name"
        value={cv.first_name}
        label={labels.fields.first_name}
        max={LIMITS.shortText}
        className="cv-first"
      />{' '}
      <Text
        path="last_name"
        value={cv.last_name}
        label={labels.fields.last_name}
        max={LIMITS.shortText}
        className="cv-last"
      />
    </>
  );
}

export function JobTitle({ cv, labels }: TemplateProps) {
  return (
    <Text
      as="p"
      className="cv-title"
      path="current_job_title"
      value={cv.current_job_title}
      label={labels.fields.current_job_title}
      max={LIMITS.shortText}
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

export function Section({
  className,
  title,
  children,
}: {
  className: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`cv-sec ${className}`}>
      <h2 className="cv-h2">{title}</h2>
      <div className="cv-sec-body">{children}</div>
    </section>
  );
}

/** Email (mailto:) and phone (tel:) with icons; plain inputs while editing. */
export function ContactList({ cv, labels }: TemplateProps) {
  const editing = useEditing();
  const items = [
    {
      kind: 'email' as const,
      value: cv.email,
      href: `mailto:${cv.email.trim()}`,
      max: LIMITS.email,
      label: labels.email,
      field: labels.fields.email,
    },
    {
      kind: 'phone' as const,
      value: cv.phone,
      href: telHref(cv.phone),
      max: LIMITS.phone,
      label: labels.phone,
      field: labels.fields.phone,
    },
  ].filter((item) => editing || item.value.trim());
  if (items.length === 0) return null;
  return (
    <ul className="cv-contact">
      {items.map((item) => {
        const text = (
          <Text
            path={item.kind}
            value={item.value}
            label={item.field}
            max={item.max}
            className="cv-contact-text"
          />
        );
        return (
          <li key={item.kind}>
            <ContactIcon kind={item.kind} label={item.label} />
            {editing ? text : <a href={item.href}>{text}</a>}
          </li>
        );
      })}
    </ul>
  );
}

/** The short bio under its own title, else `fallbackTitle` (about me / summary). */
export function BioSection({
  cv,
  labels,
  fallbackTitle,
}: TemplateProps & { fallbackTitle?: string }) {
  const editing = useEditing();
  if (!editing && !cv.bio_description.trim()) return null;
  const fallback = fallbackTitle ?? labels.aboutMe;
  const title =
    editing || cv.bio_title.trim() ? (
      <Text
        path="bio_title"
        value={cv.bio_title}
        label={labels.fields.bio_title}
        max={LIMITS.shortText}
        placeholder={fallback}
      />
    ) : (
      fallback
    );
  return (
    <Section className="cv-bio" title={title}>
      <Text
        as="p"
        className="cv-bio-text"
        path="bio_description"
        value={cv.bio_description}
        label={labels.fields.bio_description}
        max={LIMITS.bio}
        multiline
      />
    </Section>
  );
}

/** "Mar 2021 – Present": an open end reads as present; both pickers while editing. */
function DateRange({
  base,
  start,
  end,
  labels,
}: {
  base: string;
  start: string | null;
  end: string | null;
  labels: TemplateLabels;
}) {
  const editing = useEditing();
  const month = (key: 'start_date' | 'end_date', value: string | null) => (
    <Month
      path={`${base}.${key}`}
      value={value}
      label={labels.fields[key]}
      format={labels.formatMonth}
    />
  );
  if (!editing && !start && !end) return null;
  return (
    <p className="cv-dates">
      {editing || start ? month('start_date', start) : null}
      {editing || start ? <span className="cv-dash"> – </span> : null}
      {editing || end ? month('end_date', end) : labels.present}
    </p>
  );
}

/** " · " between two inline parts, only when both show. */
function Separator({ show }: { show: boolean }) {
  return show ? (
    <>
      {' '}
      <span className="cv-sep" aria-hidden="true">
        ·
      </span>{' '}
    </>
  ) : null;
}

function EmptyText({ text }: { text: string }) {
  return <p className="cv-empty">{text}</p>;
}

export function ExperienceSection({ cv, labels }: TemplateProps) {
  const editing = useEditing();
  const f = labels.fields;
  const list = cv.experiences;
  return (
    <Section className="cv-exp" title={labels.experience}>
      {list.length === 0 && !editing ? <EmptyText text={labels.emptyExperiences} /> : null}
      {list.length > 0 ? (
        <ul className="cv-list">
          {list.map((entry, i) => {
            const base = `experiences.${i}`;
            return (
              <li className="cv-entry" key={i}>
                <div className="cv-entry-head">
                  {editing || entry.role.trim() ? (
                    <h3 className="cv-entry-title">
                      <Text
                        path={`${base}.role`}
                        value={entry.role}
                        label={f.role}
                        max={LIMITS.shortText}
                      />
                    </h3>
                  ) : null}
                  <DateRange
                    base={base}
                    start={entry.start_date}
                    end={entry.end_date}
                    labels={labels}
                  />
                </div>
                {editing || entry.company_name.trim() || entry.location.trim() ? (
                  <p className="cv-org">
                    <Text
                      path={`${base}.company_name`}
                      value={entry.company_name}
                      label={f.company_name}
                      max={LIMITS.shortText}
                      className="cv-company"
                    />
                    <Separator
                      show={editing || Boolean(entry.company_name.trim() && entry.location.trim())}
                    />
                    <Text
                      path={`${base}.location`}
                      value={entry.location}
                      label={f.location}
                      max={LIMITS.shortText}
                      className="cv-loc"
                    />
                  </p>
                ) : null}
                <Text
                  as="p"
                  className="cv-desc"
                  path={`${base}.description`}
                  value={entry.description}
                  label={f.description}
                  max={LIMITS.experienceDescription}
                  multiline
                />
                <RemoveEntry list="experiences" index={i} />
              </li>
            );
          })}
        </ul>
      ) : null}
      <AddEntry list="experiences" />
    </Section>
  );
}

export function EducationSection({ cv, labels }: TemplateProps) {
  const editing = useEditing();
  const f = labels.fields;
  const list = cv.educations;
  return (
    <Section className="cv-edu" title={labels.education}>
      {list.length === 0 && !editing ? <EmptyText text={labels.emptyEducations} /> : null}
      {list.length > 0 ? (
        <ul className="cv-list">
          {list.map((entry, i) => {
            const base = `educations.${i}`;
            const degree = entry.degree.trim();
            const field = entry.field_of_study.trim();
            return (
              <li className="cv-entry" key={i}>
                <div className="cv-entry-head">
                  {editing || degree || field ? (
                    <h3 className="cv-entry-title">
                      <Text
                        path={`${base}.degree`}
                        value={entry.degree}
                        label={f.degree}
                        max={LIMITS.shortText}
                      />
                      {editing || (degree && field) ? ', ' : null}
                      <Text
                        path={`${base}.field_of_study`}
                        value={entry.field_of_study}
                        label={f.field_of_study}
                        max={LIMITS.fieldOfStudy}
                        className="cv-field"
                      />
                    </h3>
                  ) : null}
                  <DateRange
                    base={base}
                    start={entry.start_date}
                    end={entry.end_date}
                    labels={labels}
                  />
                </div>
                <Text
                  as="p"
                  className="cv-org"
                  path={`${base}.institution`}
                  value={entry.institution}
                  label={f.institution}
                  max={LIMITS.shortText}
                />
                <RemoveEntry list="educations" index={i} />
              </li>
            );
          })}
        </ul>
      ) : null}
      <AddEntry list="educations" />
    </Section>
  );
}

/** Three marks, filled up to the level; decorative, since the level is also written out. */
function Meter({ level }: { level: number }) {
  return (
    <span className="cv-meter" aria-hidden="true">
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= level ? 'on' : undefined} />
      ))}
    </span>
  );
}

export function SkillsSection({ cv, labels }: TemplateProps) {
  const editing = useEditing();
  const list = cv.skills;
  const options = LEVELS.map((value) => ({ value, label: labels.proficiency[value] }));
  return (
    <Section className="cv-skills" title={labels.skills}>
      {list.length === 0 && !editing ? <EmptyText text={labels.emptySkills} /> : null}
      {list.length > 0 ? (
        <ul className="cv-skill-list">
          {list.map((skill, i) => {
            const level = LEVELS.indexOf(skill.proficiency as (typeof LEVELS)[number]) + 1;
            return (
              <li className="cv-skill" key={skill.uuid ?? i}>
                <Text
                  path={`skills.${i}.skill_name`}
                  value={skill.skill_name}
                  label={labels.fields.skill_name}
                  max={LIMITS.shortText}
                  className="cv-skill-name"
                />
                {editing || level > 0 ? (
                  <span className="cv-level">
                    {level > 0 ? <Meter level={level} /> : null}
                    <Choice
                      path={`skills.${i}.proficiency`}
                      value={skill.proficiency}
                      label={labels.fields.proficiency}
                      options={options}
                      className="cv-level-text"
                    />
                  </span>
                ) : null}
                <RemoveEntry list="skills" index={i} />
              </li>
            );
          })}
        </ul>
      ) : null}
      <AddEntry list="skills" />
    </Section>
  );
}

function linkTypeOptions(labels: TemplateLabels, current: string, raw: string) {
  const options = Object.entries(labels.linkTypes).map(([value, label]) => ({ value, label }));
  return current && !Object.hasOwn(labels.linkTypes, current)
    ? [...options, { value: current, label: raw.trim() }]
    : options;
}

/** Links with an icon per type; only http(s) addresses become <a>, anything else stays text. */
export function LinksSection({ cv, labels }: TemplateProps) {
  const editing = useEditing();
  const list = cv.links;
  return (
    <Section className="cv-links" title={labels.links}>
      {list.length === 0 && !editing ? <EmptyText text={labels.emptyLinks} /> : null}
      {list.length > 0 ? (
        <ul className="cv-link-list">
          {list.map((link, i) => {
            const type = link.link_type.trim().toLowerCase();
            const content = (
              <>
                <LinkIcon type={type} />
                <span className="cv-link-text">
                  <Choice
                    path={`links.${i}.link_type`}
                    value={type}
                    label={labels.fields.link_type}
                    options={linkTypeOptions(labels, type, link.link_type)}
                    className="cv-link-type"
                  />{' '}
                  <Text
                    path={`links.${i}.url`}
                    value={editing ? link.url : displayUrl(link.url)}
                    label={labels.fields.url}
                    max={LIMITS.url}
                    className="cv-url"
                  />
                </span>
              </>
            );
            return (
              <li key={link.uuid ?? i}>
                {!editing && isWebUrl(link.url) ? (
                  <a
                    className="cv-link"
                    href={link.url.trim()}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                  >
                    {content}
                  </a>
                ) : (
                  <span className="cv-link">{content}</span>
                )}
                <RemoveEntry list="links" index={i} />
              </li>
            );
          })}
        </ul>
      ) : null}
      <AddEntry list="links" />
    </Section>
  );
}

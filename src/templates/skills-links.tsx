/** Skills with their level, languages with theirs in words, and links with an icon per type. */
import type { ReactNode } from 'react';
import { PROFICIENCIES, type Proficiency } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { LANGUAGE_LEVELS } from '@/domain/section-rows';
import { BreakableAddress } from './breakable';
import { Choice, Text, useEditing } from './editable';
import { LinkIcon } from './link-icons';
import { ListSection } from './section';
import type { TemplateLabels, TemplateProps } from './types';
import { displayUrl, isWebUrl } from './urls';

const LEVELS = PROFICIENCIES.filter((level): level is Exclude<Proficiency, ''> => level !== '');

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

interface RowField<Name = 'skill_name' | 'language' | 'proficiency' | 'level'> {
  field: Name;
  value: string;
}

/**
 * A skill's or a language's name and its level in words (a select while edited), after the meter
 * when there is one. `row` is the row's path ('skills.0'); the fields are named as in the CV.
 */
function NameAndLevel(props: {
  row: string;
  labels: TemplateLabels;
  name: RowField<'skill_name' | 'language'>;
  level: RowField<'proficiency' | 'level'>;
  options: Array<{ value: string; label: string }>;
  meter?: ReactNode;
  levelShown?: boolean;
}) {
  const { row, labels } = props;
  // Both fields take their path and label from the field's name.
  const spec = ({ field, value }: RowField) => ({
    path: `${row}.${field}`,
    value,
    label: labels.fields[field],
  });
  return (
    <>
      <Text {...spec(props.name)} max={LIMITS.shortText} className="cv-skill-name" />
      {props.levelShown === false ? null : (
        <span className="cv-level">
          {props.meter}
          <Choice {...spec(props.level)} options={props.options} className="cv-level-text" />
        </span>
      )}
    </>
  );
}

export function SkillsSection({ cv, labels }: TemplateProps) {
  const editing = useEditing();
  const options = LEVELS.map((value) => ({ value, label: labels.proficiency[value] }));
  return (
    <ListSection list="skills" rows={cv.skills} labels={labels}>
      {(skill, i) => {
        const level = LEVELS.findIndex((value) => value === skill.proficiency) + 1;
        return (
          <NameAndLevel
            row={`skills.${i}`}
            labels={labels}
            name={{ field: 'skill_name', value: skill.skill_name }}
            level={{ field: 'proficiency', value: skill.proficiency }}
            options={options}
            meter={level > 0 ? <Meter level={level} /> : null}
            levelShown={editing || level > 0}
          />
        );
      }}
    </ListSection>
  );
}

/** Languages like skills, each with its level in words ("Fluent (C1)"); no meter for seven levels. */
export function LanguageSkillsSection({ cv, labels }: TemplateProps) {
  const options = LANGUAGE_LEVELS.map((value) => ({ value, label: labels.languageLevels[value] }));
  return (
    <ListSection list="language_skills" rows={cv.language_skills} labels={labels}>
      {(row, i) => (
        <NameAndLevel
          row={`language_skills.${i}`}
          labels={labels}
          name={{ field: 'language', value: row.language }}
          level={{ field: 'level', value: row.level }}
          options={options}
        />
      )}
    </ListSection>
  );
}

/** The known link types, and a type the CV holds that is not one of them, named as typed. */
function linkTypeOptions(labels: TemplateLabels, current: string, raw: string) {
  const options = Object.entries(labels.linkTypes).map(([value, label]) => ({ value, label }));
  return current && !Object.hasOwn(labels.linkTypes, current)
    ? [...options, { value: current, label: raw.trim() }]
    : options;
}

/** Links with an icon per type; only http(s) addresses become <a>, anything else stays text. */
export function LinksSection({ cv, labels }: TemplateProps) {
  const editing = useEditing();
  return (
    <ListSection list="links" rows={cv.links} labels={labels}>
      {(link, i) => {
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
              {editing ? (
                <Text
                  path={`links.${i}.url`}
                  value={link.url}
                  label={labels.fields.url}
                  max={LIMITS.url}
                  className="cv-url"
                />
              ) : (
                <BreakableAddress text={displayUrl(link.url)} className="cv-url" />
              )}
            </span>
          </>
        );
        return !editing && isWebUrl(link.url) ? (
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
        );
      }}
    </ListSection>
  );
}

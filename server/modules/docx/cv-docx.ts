/**
 * A CV as a Word document: the sections the template shows, in its order, under real Word headings
 * (Title for the name, Heading 1 for a section, Heading 2 for an entry), so a reader's navigation
 * pane and a hiring system find them; the text in reading order, the document's language set
 * (fi-FI for the Finnish version), the photo where the template has one, the template's fonts and
 * accent colour or the CV's design's (its typeface named, with a stand-in), on its page format. Entries are laid out by the section model's field roles, as the templates do.
 */
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import sharp from 'sharp';
import { resolveTheme, type PublicCvDto } from '@/domain/cv';
import type { PageFormat } from '@/domain/design';
import {
  CUSTOM_ENTRY_FIELDS,
  SECTION_TYPES,
  customUuidOf,
  type ListSectionKey,
  type SectionField,
} from '@/domain/sections';
import { buildTemplateLabels } from '@/templates/labels';
import { usedFamilies } from '@/templates/typefaces';
import { listTitle } from '@/templates/section';
import { isListSection, shownSections } from '@/templates/shown-sections';
import type { TemplateLabels } from '@/templates/types';
import { displayUrl, isWebUrl } from '@/templates/urls';
import { translator } from '@server/lib/i18n';
import { withFontTable } from './font-table';
import { docxLook, type DocxLook } from './looks';

/** The CV's stored photo (WebP). */
interface Photo {
  bytes: Buffer;
}

export const WORD_LANGUAGE = { en: 'en-GB', fi: 'fi-FI' } as const;
/** The sheets in twentieths of a point: A4 is 210 x 297 mm, Letter 8.5 x 11 in. */
export const SHEETS: Record<PageFormat, { width: number; height: number }> = {
  a4: { width: 11906, height: 16838 },
  letter: { width: 12240, height: 15840 },
};
/** Photo size on the page, in pixels at 96 dpi (about 3 cm). */
const PHOTO_SIZE = 112;

type Row = Readonly<Record<string, unknown>>;
const valueOf = (row: Row, field: SectionField) => {
  const value = row[field.name];
  return typeof value === 'string' ? value.trim() : '';
};
const withRole = (fields: readonly SectionField[], ...roles: Array<SectionField['role']>) =>
  fields.filter((field) => roles.includes(field.role));

export async function cvDocx(cv: PublicCvDto, photo: Photo | null): Promise<Buffer> {
  const look = docxLook(resolveTheme(cv.theme), cv.design);
  const labels = buildTemplateLabels(translator(cv.language));
  const name = `${cv.first_name} ${cv.last_name}`.trim();
  const head: Paragraph[] = [];
  if (photo && look.photo) head.push(await photoParagraph(photo));
  head.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(name)] }));
  if (cv.current_job_title.trim())
    head.push(new Paragraph({ style: 'Subtitle', children: [new TextRun(cv.current_job_title)] }));
  const contact = [cv.email, cv.phone].map((part) => part.trim()).filter(Boolean);
  if (contact.length) head.push(new Paragraph({ children: [new TextRun(contact.join('  ·  '))] }));

  const body = shownSections(cv, false).flatMap((key): Paragraph[] => {
    if (key === 'bio') return bioSection(cv, labels);
    const uuid = customUuidOf(key);
    if (uuid !== null) {
      const own = cv.custom_sections.find((section) => section.uuid === uuid);
      return own
        ? section(
            own.title,
            own.entries.flatMap((entry) => entryParagraphs(entry, CUSTOM_ENTRY_FIELDS, labels)),
          )
        : [];
    }
    return isListSection(key) ? listSection(key, cv, labels) : [];
  });

  const document = new Document({
    creator: 'CV Builder',
    title: [name, 'CV'].filter(Boolean).join(' – '),
    styles: styles(look, WORD_LANGUAGE[cv.language]),
    sections: [
      {
        properties: { page: { size: SHEETS[cv.design.page ?? 'a4'] } },
        children: [...head, ...body],
      },
    ],
  });
  const file = await Packer.toBuffer(document);
  return withFontTable(file, cv.design.typeface ? usedFamilies(cv.design.typeface) : []);
}

function section(title: string, paragraphs: Paragraph[]): Paragraph[] {
  if (!paragraphs.length) return [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(title)] }),
    ...paragraphs,
  ];
}

function textParagraphs(text: string): Paragraph[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => new Paragraph({ children: [new TextRun(line)] }));
}

function bioSection(cv: PublicCvDto, labels: TemplateLabels): Paragraph[] {
  return section(cv.bio_title.trim() || labels.aboutMe, textParagraphs(cv.bio_description));
}

function listSection(key: ListSectionKey, cv: PublicCvDto, labels: TemplateLabels): Paragraph[] {
  const title = listTitle(key, labels);
  switch (key) {
    case 'skills':
      return section(
        title,
        cv.skills.map((skill) =>
          bullet(skill.skill_name, skill.proficiency ? labels.proficiency[skill.proficiency] : ''),
        ),
      );
    case 'language_skills':
      return section(
        title,
        cv.language_skills.map((row) => bullet(row.language, labels.languageLevels[row.level])),
      );
    case 'links':
      return section(
        title,
        cv.links
          .filter((link) => isWebUrl(link.url))
          .map(
            (link) =>
              new Paragraph({
                bullet: { level: 0 },
                children: [
                  new TextRun(`${labels.linkTypes[link.link_type] ?? link.link_type}: `),
                  hyperlink(link.url),
                ],
              }),
          ),
      );
    default: {
      const { fields, look } = SECTION_TYPES[key];
      const rows: Row[] = cv[key];
      if (look === 'items')
        return section(
          title,
          rows.map((row) =>
            bullet(
              withRole(fields, 'title')
                .map((field) => valueOf(row, field))
                .join(', '),
              withRole(fields, 'subtitle')
                .map((field) => valueOf(row, field))
                .filter(Boolean)
                .join(', '),
            ),
          ),
        );
      return section(
        title,
        rows.flatMap((row) => entryParagraphs(row, fields, labels)),
      );
    }
  }
}

function bullet(name: string, detail: string): Paragraph {
  return new Paragraph({
    bullet: { level: 0 },
    children: [
      new TextRun({ text: name, bold: true }),
      ...(detail ? [new TextRun(` – ${detail}`)] : []),
    ],
  });
}

/** An entry: its titles as a Heading 2, then places, dates, description and link, by role. */
function entryParagraphs(
  row: Row,
  fields: readonly SectionField[],
  labels: TemplateLabels,
): Paragraph[] {
  const join = (roles: Array<SectionField['role']>, glue: string) =>
    withRole(fields, ...roles)
      .map((field) => valueOf(row, field))
      .filter(Boolean)
      .join(glue);
  const title = join(['title'], ', ');
  const places = join(['subtitle', 'place'], ' · ');
  const start = withRole(fields, 'start').map((field) => valueOf(row, field))[0] ?? '';
  const end = withRole(fields, 'end').map((field) => valueOf(row, field))[0] ?? '';
  const date = withRole(fields, 'date').map((field) => valueOf(row, field))[0] ?? '';
  const month = (value: string) => labels.formatMonth(value, 'long');
  const dates = date
    ? month(date)
    : start
      ? `${month(start)} – ${end ? month(end) : labels.present}`
      : '';
  const out: Paragraph[] = [];
  if (title)
    out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(title)] }));
  const line = [places, dates].filter(Boolean).join('  |  ');
  if (line) out.push(new Paragraph({ style: 'EntryMeta', children: [new TextRun(line)] }));
  for (const field of withRole(fields, 'description'))
    out.push(...textParagraphs(valueOf(row, field)));
  for (const field of withRole(fields, 'link')) {
    const url = valueOf(row, field);
    if (isWebUrl(url)) out.push(new Paragraph({ children: [hyperlink(url)] }));
  }
  return out;
}

function hyperlink(url: string): ParagraphChild {
  return new ExternalHyperlink({
    link: url,
    children: [new TextRun({ text: displayUrl(url), style: 'Hyperlink' })],
  });
}

async function photoParagraph(photo: Photo): Promise<Paragraph> {
  // Word reads no WebP: the stored photo goes in as a JPEG.
  const jpeg = await sharp(photo.bytes)
    .resize(PHOTO_SIZE * 3)
    .jpeg({ quality: 88 })
    .toBuffer();
  return new Paragraph({
    alignment: AlignmentType.LEFT,
    children: [
      new ImageRun({
        type: 'jpg',
        data: jpeg,
        transformation: { width: PHOTO_SIZE, height: PHOTO_SIZE },
        altText: { name: 'photo', title: 'photo', description: 'photo' },
      }),
    ],
  });
}

/** Word's own styles, in the template's fonts and colours, in the CV's language (the letter's too). */
export function styles(look: DocxLook, language: string) {
  const heading = { font: look.heading, color: look.accent, italics: look.italicHeadings };
  return {
    default: {
      document: {
        run: { font: look.body, size: 21, color: look.ink, language: { value: language } },
      },
    },
    paragraphStyles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        run: { ...heading, size: 48, bold: true },
        paragraph: { spacing: { after: 60 } },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: look.body, size: 26, color: look.ink },
        paragraph: { spacing: { after: 120 } },
      },
      {
        id: 'Heading1',
        name: 'Heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { ...heading, size: 28, bold: true },
        paragraph: {
          spacing: { before: 280, after: 100 },
          keepNext: true,
          border: { bottom: { color: look.accent, space: 2, style: 'single' as const, size: 6 } },
        },
      },
      {
        id: 'Heading2',
        name: 'Heading 2',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { font: look.body, size: 23, bold: true, color: look.ink },
        paragraph: { spacing: { before: 160, after: 20 }, keepNext: true },
      },
      {
        id: 'EntryMeta',
        name: 'Entry details',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: look.body, size: 19, color: '5B6472' },
        paragraph: { spacing: { after: 60 }, keepNext: true },
      },
    ],
  };
}

/**
 * One section of an import's review opened to be edited before it goes in, with the wizard's own
 * fields: the steps' components edit the import through a lent draft (draft-state's
 * LentDraftContext) instead of the account's draft. A row removed here is left out.
 */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SECTION_TYPES, type ListSectionKey } from '@/domain/sections';
import { DraftTextField } from '../components/fields';
import { ListEditor, listTexts } from '../components/list-step';
import { sectionRowFields } from '../components/row-fields';
import { useRowLook } from '../components/row-looks';
import { emptyDraft, type DraftCv } from '../model/draft';
import { BASIC_INFO_FIELDS } from '../steps/basic-info-step';
import { BioFields } from '../steps/bio-step';
import { OwnSection } from '../steps/more-sections-step';
import { LentDraftContext, type LentDraft } from '../state/draft-state';
import {
  foundWith,
  lentDraft,
  type FoundImport,
  type ImportLeftOut,
  type ReviewSection,
} from './import-review-model';

function ProfileEditor() {
  const { t } = useTranslation('wizard');
  return (
    <Stack spacing={2}>
      {BASIC_INFO_FIELDS.map((field) => (
        <DraftTextField key={field.name} label={t(`basicInfo.${field.name}`)} {...field} />
      ))}
      <BioFields minRows={3} />
    </Stack>
  );
}

function ListRows({ list }: { list: ListSectionKey }) {
  const look = useRowLook(list);
  return (
    <ListEditor
      list={list}
      texts={listTexts(list)}
      mayEmpty
      headingLevel="h3"
      fields={(row) => sectionRowFields(row, SECTION_TYPES[list].fields, look(row))}
    />
  );
}

function OwnSections({ draft }: { draft: DraftCv }) {
  return (
    <Stack spacing={2}>
      {draft.custom_sections.map((section, index) => (
        <OwnSection
          key={section.uuid}
          section={section}
          index={index}
          onRemoved={() => undefined}
        />
      ))}
    </Stack>
  );
}

export function ReviewSectionEditor<L extends ImportLeftOut>({
  section,
  found,
  draft,
  onFound,
}: {
  section: ReviewSection;
  found: FoundImport<L>;
  /** The account's draft the import goes over (its other fields stay as they are). */
  draft: DraftCv | null;
  onFound: (change: (found: FoundImport<L>) => FoundImport<L>) => void;
}) {
  const base = draft ?? emptyDraft();
  const lent: LentDraft = {
    draft: lentDraft(base, found),
    update: (patch) =>
      onFound((now) => {
        const edited = lentDraft(base, now);
        return foundWith(now, {
          ...edited,
          ...(typeof patch === 'function' ? patch(edited) : patch),
        });
      }),
  };
  return (
    <LentDraftContext.Provider value={lent}>
      {section === 'profile' ? (
        <ProfileEditor />
      ) : section === 'custom_sections' ? (
        <OwnSections draft={lent.draft} />
      ) : (
        <ListRows list={section} />
      )}
    </LentDraftContext.Provider>
  );
}

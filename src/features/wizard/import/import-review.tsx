/**
 * The review every way in from a file shares: what was found per section, each with its count and
 * a box to keep or leave it (and which skills, when there are more than a CV holds), what cannot
 * be placed, and a word when kept sections would replace typed ones. Applying lays only the kept
 * sections over the draft; cancelling leaves the draft as it was. Full screen on a phone.
 */
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRadios } from '@/components/choice-radios';
import { runtimeKeys } from '@/lib/translate';
import { useDraft } from '../state/draft-state';
import {
  choiceAfterEdit,
  firstChoice,
  keepsAnything,
  leftOutOf,
  offeredSections,
  picksSkills,
  replacedSections,
  reviewedDraft,
  secondVersionOffered,
  sectionLabel,
  toggleSection,
  type FoundImport,
  type ImportLeftOut,
  type ReviewChoice,
  type ReviewLeftOut,
  type ReviewSection,
  withSecondVersion,
} from './import-review-model';
import type { VersionList } from '@/domain/cv-translations';
import { ReviewSectionEditor } from './review-section-editor';
import { ImportOutcomeAlert, LeftOutList, type ImportOutcome } from './import-outcome';
import { SkillPicker } from './skill-picker';

/** What a source read, waiting for the user's review. */
export interface PendingImport<L extends ImportLeftOut> {
  found: FoundImport<L>;
  /** The review's title: what was read. */
  title: string;
  /** What the outcome says once the review is applied. */
  done: string;
}

/** A left-out line in words, as the source says its own kinds (and the skills not picked). */
type Describe<L extends ImportLeftOut> = (item: ReviewLeftOut<L>) => string;

/**
 * A source's review and its outcome: `review` opens the review of what was read, `problem` says
 * why a file could not be read, and `view` shows both under the source's panel.
 */
export function useImportReview<L extends ImportLeftOut>(describe: Describe<L>) {
  const [pending, setPending] = useState<PendingImport<L>>();
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const view: ReactNode = (
    <>
      <ImportOutcomeAlert outcome={outcome} />
      <ImportReview
        pending={pending}
        describe={describe}
        onClose={() => setPending(undefined)}
        onDone={(done) => {
          setPending(undefined);
          setOutcome(done);
        }}
      />
    </>
  );
  return {
    review: (next: PendingImport<L>) => {
      setOutcome(undefined);
      setPending(next);
    },
    problem: (text: string) => setOutcome({ kind: 'problem', text }),
    clear: () => setOutcome(undefined),
    view,
  };
}

interface ReviewProps<L extends ImportLeftOut> {
  describe: Describe<L>;
  onClose: () => void;
  onDone: (outcome: ImportOutcome) => void;
}

function ImportReview<L extends ImportLeftOut>({
  pending,
  ...props
}: ReviewProps<L> & { pending: PendingImport<L> | undefined }) {
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  // The last import stays drawn while the dialog closes; a new one starts from its first choice.
  const [shown, setShown] = useState<PendingImport<L>>();
  // What was found, as the user edits it in the review, and what they keep of it.
  const [review, setReview] = useState<{ found: FoundImport<L>; choice: ReviewChoice }>();
  if (pending && pending !== shown) {
    setShown(pending);
    setReview({ found: pending.found, choice: firstChoice(pending.found) });
  }
  return (
    <Dialog
      open={pending !== undefined}
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      {shown && review ? (
        <ReviewBody
          {...props}
          pending={shown}
          found={review.found}
          onFound={(change) =>
            setReview((now) => {
              if (!now) return now;
              const found = change(now.found);
              return { found, choice: choiceAfterEdit(now.found, found, now.choice) };
            })
          }
          choice={review.choice}
          onChoice={(choice) => setReview((now) => now && { ...now, choice })}
        />
      ) : null}
    </Dialog>
  );
}

function ReviewBody<L extends ImportLeftOut>({
  pending: { done },
  found,
  onFound,
  choice,
  onChoice,
  describe,
  onClose,
  onDone,
}: ReviewProps<L> & {
  pending: PendingImport<L>;
  found: FoundImport<L>;
  onFound: (change: (found: FoundImport<L>) => FoundImport<L>) => void;
  choice: ReviewChoice;
  onChoice: (choice: ReviewChoice) => void;
}) {
  const { t } = useTranslation('wizardEnds');
  const translate = runtimeKeys(t);
  const { draft, update } = useDraft();
  const editorId = useId();
  // The section opened to edit its entries, one at a time.
  const [editing, setEditing] = useState<ReviewSection>();
  // A file in another language than the draft's typed texts: the CV's language, or its version.
  const [asVersion, setAsVersion] = useState(false);
  const second = draft ? secondVersionOffered(draft, found) : undefined;
  const version = second && asVersion && draft ? withSecondVersion(draft, found, choice) : null;
  const offered = offeredSections(found);
  // Object.entries gives the keys as strings: they are withSecondVersion's lists.
  const beyond = Object.entries(version?.beyond ?? {}).map(([list, count]) =>
    sectionLabel(list as VersionList, count, translate),
  );
  const lines = [
    ...leftOutOf(found, choice).map(describe),
    ...(second && beyond.length
      ? [translate(`wizardEnds:review.version.beyond_${second}`, { rows: beyond.join(', ') })]
      : []),
  ];
  const replaces = draft && !version ? replacedSections(draft, found, choice).length > 0 : false;

  const apply = () => {
    if (second && version) {
      update((current) => withSecondVersion(current, found, choice).draft);
      onDone({
        kind: 'done',
        text: translate(`wizardEnds:review.version.done_${second}`),
        leftOut: lines,
      });
      return;
    }
    update((current) => reviewedDraft(current, found, choice));
    onDone({ kind: 'done', text: done, leftOut: lines });
  };

  return (
    <>
      <DialogContent>
        {replaces ? (
          <Alert severity="info" role="note" sx={{ mb: 2 }}>
            {t('review.replaces')}
          </Alert>
        ) : null}
        {second ? (
          <ChoiceRadios
            sx={{ mb: 2 }}
            label={translate(`wizardEnds:review.version.legend_${second}`)}
            options={(['main', 'second'] as const).map((way) => ({
              value: way,
              label: translate(`wizardEnds:review.version.${way}_${second}`),
            }))}
            value={asVersion ? 'second' : 'main'}
            onChange={(way) => setAsVersion(way === 'second')}
          />
        ) : null}
        {offered.length ? (
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              {t('review.body')}
            </FormLabel>
            <FormGroup>
              {offered.map(({ section, count }) => (
                <Fragment key={section}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <FormControlLabel
                      sx={{ flex: 1 }}
                      control={
                        <Checkbox
                          checked={choice.kept.has(section)}
                          onChange={() => onChoice(toggleSection(choice, section))}
                        />
                      }
                      label={sectionLabel(section, count, translate)}
                    />
                    {section !== 'skills' || !picksSkills(found) ? (
                      <Button
                        size="small"
                        startIcon={<EditIcon />}
                        disabled={!choice.kept.has(section)}
                        aria-label={t('review.editSection', {
                          section: sectionLabel(section, count, translate),
                        })}
                        aria-expanded={editing === section}
                        aria-controls={`${editorId}-${section}`}
                        onClick={() => setEditing(editing === section ? undefined : section)}
                      >
                        {t('review.edit')}
                      </Button>
                    ) : null}
                  </Stack>
                  {editing === section && choice.kept.has(section) ? (
                    <Box id={`${editorId}-${section}`} sx={{ pb: 2 }}>
                      <ReviewSectionEditor
                        section={section}
                        found={found}
                        draft={draft}
                        onFound={onFound}
                      />
                    </Box>
                  ) : null}
                  {section === 'skills' && choice.kept.has('skills') && picksSkills(found) ? (
                    <SkillPicker found={found} choice={choice} onChoice={onChoice} />
                  ) : null}
                </Fragment>
              ))}
            </FormGroup>
          </FormControl>
        ) : (
          <DialogContentText>{t('review.nothing')}</DialogContentText>
        )}
        <LeftOutList lines={lines} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('review.cancel')}</Button>
        <Button variant="contained" disabled={!keepsAnything(found, choice)} onClick={apply}>
          {t('review.apply')}
        </Button>
      </DialogActions>
    </>
  );
}

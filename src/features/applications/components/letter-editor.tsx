/**
 * The cover letter as its owner writes it (loaded when the letter is opened): its language, the
 * greeting, the body and the closing, each kept on the phone as it is written (offline too) and
 * sent with the application; the guide below, and the letter's PDF and Word file.
 */
import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '@/components/choice-toggle';
import { CvSyncStatus } from '@/components/cv-sync-status';
import { FormTextInput } from '@/components/fields';
import { coverLetterSchema, emptyLetter, type CoverLetter } from '@/domain/cover-letter';
import { LANGUAGES } from '@/domain/languages';
import { withWordAt } from '@/domain/letter-guide';
import { LIMITS } from '@/domain/limits';
import { issueMessage } from '@/domain/validation-messages';
import { currentLanguage } from '@/lib/i18n';
import { useLocalCv } from '@/lib/cv-store/use-local-cv';
import { saveApplication, type LocalApplication } from '@/lib/cv-store/use-local-applications';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { toast } from '@/lib/toast';
import { runtimeKeys } from '@/lib/translate';
import { CommittedText } from './committed-field';
import { LetterFiles } from './letter-files';
import { letterOnServer } from './letter-sync';
import { LetterConventions, LetterLength, LetterParts, LetterWords } from './letter-guide';

const rules = coverLetterSchema.shape;
/** How long typing pauses before the body is kept on the phone (a closed app loses none of it). */
const KEEP_AFTER_MS = 600;

export function LetterEditor({ application }: { application: LocalApplication }) {
  const { t } = useTranslation('letter');
  const userId = useAtomValue(userIdAtom);
  const local = useLocalCv(application.doc.cv);
  const body = useBodyField(application);

  if (local === undefined) return <Skeleton variant="rounded" height={320} />;
  const letter = application.doc.letter ?? emptyLetter(local?.cv.language ?? currentLanguage());
  const save = (change: (letter: CoverLetter) => CoverLetter) => {
    if (userId)
      void saveApplication(userId, application.id, (doc) => ({
        ...doc,
        // Started on the first change, in the language shown until then.
        letter: change(doc.letter ?? letter),
      }));
  };
  const set =
    <K extends 'language' | 'greeting' | 'closing'>(key: K) =>
    (value: CoverLetter[K]) =>
      save((now) => ({ ...now, [key]: value }));

  return (
    <Stack spacing={2}>
      <LetterSyncLine application={application} typing={body.typing} />
      <ChoiceToggle
        label={t('language')}
        value={letter.language}
        options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        onChange={set('language')}
        sx={{ alignSelf: 'flex-start' }}
      />
      <CommittedText
        label={t('greeting')}
        value={letter.greeting}
        rule={rules.greeting}
        onCommit={set('greeting')}
        max={LIMITS.letterLine}
      />
      <FormTextInput
        label={t('body')}
        kind="multiline"
        minRows={8}
        maxRows={24}
        max={LIMITS.letterBody}
        value={body.shown(letter.body)}
        onValueChange={(text) => body.type(text, save)}
        onBlur={() => body.leave(save)}
        inputRef={body.input}
        slotProps={{
          htmlInput: {
            onSelect: (e: SyntheticEvent<HTMLTextAreaElement>) => body.placeCursor(e.currentTarget),
          },
        }}
        problem={body.problem}
        helperText={t('bodyHelp')}
      />
      <LetterLength body={body.shown(letter.body)} />
      <CommittedText
        label={t('closing')}
        value={letter.closing}
        rule={rules.closing}
        onCommit={set('closing')}
        max={LIMITS.letterLine}
        helperText={t('closingHelp')}
      />
      <LetterFiles application={application} typing={body.typing} />
      <LetterParts />
      {local === null ? (
        <Alert severity="info">{t('noCv')}</Alert>
      ) : (
        <LetterWords
          ad={application.doc.job_ad}
          cv={local.cv}
          overrides={application.doc.overrides}
          language={letter.language}
          body={body.deferred(letter.body)}
          onAdd={(word) => body.add(word, letter.body, save)}
        />
      )}
      <LetterConventions
        language={letter.language}
        onGreeting={set('greeting')}
        onClosing={set('closing')}
      />
    </Stack>
  );
}

/**
 * Where the letter stands: on the server, or its changes on this phone (the application's other
 * changes aside); a question or a refusal is the application's, said as the page says it.
 */
function LetterSyncLine({
  application,
  typing,
}: {
  application: LocalApplication;
  typing: boolean;
}) {
  const { t } = useTranslation('letter');
  const { status } = application;
  if (status.state !== 'saved' && status.state !== 'waiting')
    return <CvSyncStatus status={status} dense />;
  const saved = !typing && letterOnServer(application);
  const Icon = saved ? CloudDoneIcon : CloudUploadIcon;
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: saved ? 'text.secondary' : 'warning.dark',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span">
        {t(saved ? 'sync.saved' : 'sync.waiting')}
      </Typography>
    </Box>
  );
}

type Save = (change: (letter: CoverLetter) => CoverLetter) => void;

/**
 * The body as it is typed: kept on the phone after a pause in typing, when the owner leaves the
 * field and when the letter closes; shown as typed meanwhile (what is kept is trimmed); and a word
 * from the guide put in where the cursor was, or at the end.
 */
function useBodyField(application: LocalApplication) {
  const { t } = useTranslation(['letter', 'common']);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const cursor = useRef<number | null>(null);
  // What the owner last had in the field: a tap on the guide, right after leaving it, reads this.
  const latest = useRef<string | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stored = application.doc.letter?.body ?? '';
  const deferredTyped = useDeferredValue(typed);

  // Once the phone has what was typed and the owner is out of the field, the stored text shows.
  useEffect(() => {
    const focused = input.current !== null && document.activeElement === input.current;
    if (typed !== null && !focused && !problem && typed.trim() === stored) {
      setTyped(null);
      latest.current = null;
    }
  }, [typed, stored, problem]);
  // Typing still waiting for its pause is kept when the letter closes.
  useEffect(() => () => pending.current?.(), []);

  const keep = (text: string, save: Save): boolean => {
    clearTimeout(timer.current);
    pending.current = null;
    const checked = rules.body.safeParse(text);
    if (!checked.success) {
      setProblem(issueMessage(checked.error.issues[0]!, runtimeKeys(t, 'common')));
      return false;
    }
    setProblem(undefined);
    if (checked.data !== stored) save((now) => ({ ...now, body: checked.data }));
    return true;
  };

  return {
    input,
    problem,
    typing: typed !== null && typed.trim() !== stored,
    shown: (body: string) => typed ?? body,
    deferred: (body: string) => deferredTyped ?? body,
    type(text: string, save: Save) {
      setTyped(text);
      latest.current = text;
      clearTimeout(timer.current);
      pending.current = () => keep(text, save);
      timer.current = setTimeout(() => pending.current?.(), KEEP_AFTER_MS);
    },
    leave(save: Save) {
      if (typed !== null) keep(typed, save);
    },
    placeCursor(target: HTMLTextAreaElement | HTMLInputElement) {
      cursor.current = target.selectionStart;
    },
    add(word: string, body: string, save: Save) {
      const now = latest.current ?? body;
      const next = withWordAt(now, word, cursor.current ?? now.length);
      if (next.body.length > LIMITS.letterBody) {
        toast.error(t('guide.words.full'));
        return;
      }
      cursor.current = next.cursor;
      latest.current = next.body;
      setTyped(next.body);
      // The owner still in the field types on after the word, not at the end React leaves them.
      const field = input.current;
      if (field && document.activeElement === field)
        requestAnimationFrame(() => field.setSelectionRange(next.cursor, next.cursor));
      if (keep(next.body, save)) toast.success(t('guide.words.added', { word }));
    },
  };
}

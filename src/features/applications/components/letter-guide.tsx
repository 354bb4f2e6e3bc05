/**
 * The guide beside the cover letter, as a careers adviser gives it: the parts of a strong letter,
 * the ad's words the CV backs (each with the CV's line, added only when the owner taps), the
 * letter's length against one page, and the usual greetings, closings and date of the letter's
 * language. Nothing here writes the letter; the owner picks.
 */
import AddIcon from '@mui/icons-material/AddOutlined';
import CheckIcon from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOn } from '@/domain/applications';
import { letterDate, pageShare, wordCount } from '@/domain/cover-letter';
import type { VersionOverrides, VersionSource } from '@/domain/cv-version';
import type { Language } from '@/domain/languages';
import { letterTerms } from '@/domain/letter-guide';
import { LIMITS } from '@/domain/limits';

const PARTS = ['company', 'bring', 'proof', 'close'] as const;
const GREETINGS = ['general', 'team'] as const;
const CLOSINGS = ['general', 'warm'] as const;

function GuideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Typography id={id} variant="h3" sx={{ typography: 'subtitle1', fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** The four parts of a strong letter: prompts to answer in the owner's words, not text to paste. */
export function LetterParts() {
  const { t } = useTranslation('letter');
  return (
    <GuideCard id="letter-parts" title={t('guide.parts.title')}>
      <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {PARTS.map((part) => (
          <Box component="li" key={part} sx={{ mb: 0.5 }}>
            {t(`guide.parts.${part}`)}
          </Box>
        ))}
      </Box>
    </GuideCard>
  );
}

/** The body's words against one page, a warning past it. */
export function LetterLength({ body }: { body: string }) {
  const { t } = useTranslation('letter');
  const count = wordCount(body);
  const share = pageShare(body);
  const max = LIMITS.letterPageWords;
  const over = share > 1;
  const said = t('guide.length.count', { count, max });
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, share * 100)}
        color={over ? 'warning' : 'primary'}
        aria-label={t('guide.length.label')}
        aria-valuetext={said}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="body2"
        color={over ? 'warning.dark' : 'text.secondary'}
        role={over ? 'alert' : undefined}
      >
        {said}. {over ? t('guide.length.over') : t('guide.length.aim')}
      </Typography>
    </Stack>
  );
}

/** The ad's words the version's CV backs, each with its line, added to the body when tapped. */
export function LetterWords({
  ad,
  cv,
  overrides,
  language,
  body,
  onAdd,
}: {
  ad: string;
  cv: VersionSource;
  overrides: VersionOverrides;
  language: Language;
  body: string;
  onAdd: (word: string) => void;
}) {
  const { t } = useTranslation('letter');
  const terms = useMemo(
    () => letterTerms(ad, cv, overrides, language, body),
    [ad, cv, overrides, language, body],
  );
  return (
    <GuideCard id="letter-words" title={t('guide.words.title')}>
      {ad.trim() === '' ? (
        <Typography variant="body2">{t('guide.words.noAd')}</Typography>
      ) : terms.length === 0 ? (
        <Typography variant="body2">{t('guide.words.none')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('guide.words.intro')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {terms.map(({ term, line, inLetter }) => (
              <Box component="li" key={term} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
                <Stack spacing={0.5}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600 }}>{line.form}</Typography>
                    {inLetter ? (
                      <Typography
                        variant="body2"
                        color="success.dark"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
                      >
                        <CheckIcon fontSize="small" aria-hidden />
                        {t('guide.words.inLetter')}
                      </Typography>
                    ) : null}
                  </Stack>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {t('guide.words.backedBy', { text: line.text })}
                  </Typography>
                  <Button
                    size="small"
                    variant={inLetter ? 'text' : 'outlined'}
                    startIcon={<AddIcon />}
                    aria-label={`${t('guide.words.add')}: ${line.form}`}
                    // The body keeps its cursor: the tap does not take the focus from it first.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => onAdd(line.form)}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('guide.words.add')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </GuideCard>
  );
}

/**
 * The usual greetings and closings of the letter's language, read in that language whatever
 * language the app is in (they are the letter's words, not the screen's), and its date form.
 */
export function LetterConventions({
  language,
  onGreeting,
  onClosing,
}: {
  language: Language;
  onGreeting: (text: string) => void;
  onClosing: (text: string) => void;
}) {
  const { t } = useTranslation('letter');
  const { t: inLetter } = useTranslation('letter', { lng: language });
  const picks = (title: string, texts: string[], pick: (text: string) => void) => (
    <Stack spacing={0.75}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} lang={language}>
        {texts.map((text) => (
          <Chip key={text} label={text} variant="outlined" clickable onClick={() => pick(text)} />
        ))}
      </Stack>
    </Stack>
  );
  return (
    <GuideCard id="letter-conventions" title={t(`guide.conventions.title.${language}`)}>
      <Typography variant="body2" color="text.secondary">
        {t('guide.conventions.intro')}
      </Typography>
      {picks(
        t('guide.conventions.greetings'),
        GREETINGS.map((key) => inLetter(`conventions.greetings.${key}`)),
        onGreeting,
      )}
      <Typography variant="body2" color="text.secondary">
        {t('guide.conventions.named', { word: inLetter('conventions.named') })}
      </Typography>
      {picks(
        t('guide.conventions.closings'),
        CLOSINGS.map((key) => inLetter(`conventions.closings.${key}`)),
        onClosing,
      )}
      <Typography variant="body2">
        {t('guide.conventions.date', { date: letterDate(dayOn(new Date()), language) })}
      </Typography>
    </GuideCard>
  );
}

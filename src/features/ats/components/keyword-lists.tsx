/** The job ad's important words: those the CV has, and those it lacks, most important first. */
import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { KeywordMatch } from '@/domain/ats/keywords';

export function KeywordLists({ match }: { match: KeywordMatch }) {
  const { t } = useTranslation('ats');
  if (!match.found.length && !match.missing.length)
    return <Typography role="status">{t('jobAd.empty')}</Typography>;
  return (
    <Stack spacing={1.5} role="status">
      <Typography variant="body2" color="text.secondary">
        {t(`jobAd.language_${match.language}`)}
      </Typography>
      <WordList
        title={t('jobAd.found', { count: match.found.length })}
        empty={t('jobAd.noneFound')}
        words={match.found.map((hit) => hit.text)}
        found
      />
      <WordList
        title={t('jobAd.missing', { count: match.missing.length })}
        empty={t('jobAd.noneMissing')}
        words={match.missing.map((miss) => miss.text)}
      />
    </Stack>
  );
}

function WordList({
  title,
  empty,
  words,
  found = false,
}: {
  title: string;
  empty: string;
  words: string[];
  found?: boolean;
}) {
  return (
    <Stack spacing={0.75}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {words.length ? (
        <Stack
          component="ul"
          aria-label={title}
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
        >
          {words.map((word) => (
            <li key={word}>
              <Chip
                label={word}
                size="small"
                color={found ? 'success' : 'default'}
                variant={found ? 'filled' : 'outlined'}
                icon={found ? <CheckIcon /> : undefined}
              />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2">{empty}</Typography>
      )}
    </Stack>
  );
}

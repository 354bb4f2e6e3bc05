/**
 * The ad's suggestions for the version, from the CV's own content only: each names the CV line
 * that backs it, and is the owner's to take or leave.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { takeSuggestion, versionSuggestions, type Suggestion } from '@/domain/version-suggestions';
import { toast } from '@/lib/toast';
import type { VersionView } from './own-text';
import { rowName } from './version-rows';

export function VersionSuggestions({ ad, view }: { ad: string; view: VersionView }) {
  const { t } = useTranslation('applications');
  const { cv, overrides } = view;
  const suggestions = useMemo(() => versionSuggestions(ad, cv, overrides), [ad, cv, overrides]);
  const take = (suggestion: Suggestion) => {
    view.save((now) => takeSuggestion(cv, now, suggestion));
    toast.success(t('suggestions.taken'));
  };
  return (
    <Stack component="section" spacing={1.25} aria-labelledby="suggestions-title">
      <Typography
        id="suggestions-title"
        variant="h3"
        sx={{ typography: 'subtitle1', fontWeight: 600 }}
      >
        {t('suggestions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('suggestions.intro')}
      </Typography>
      {suggestions.length === 0 ? (
        <Typography variant="body2">{t('suggestions.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {suggestions.map((suggestion) => {
            const line = suggestion.kind === 'say' ? suggestion.line : suggestion.terms[0]!.line;
            const what =
              suggestion.kind === 'say'
                ? t('suggestions.say', { term: suggestion.line.form })
                : t(suggestion.kind === 'show' ? 'suggestions.show' : 'suggestions.move', {
                    name: rowName(view, suggestion.list, suggestion.uuid),
                    terms: suggestion.terms.map((term) => `“${term.line.form}”`).join(', '),
                  });
            const key =
              suggestion.kind === 'say'
                ? `say:${suggestion.language}:${suggestion.term}`
                : `${suggestion.kind}:${suggestion.list}:${suggestion.uuid}`;
            return (
              <Paper key={key} component="li" variant="outlined" sx={{ p: 1.5 }}>
                <Stack spacing={0.75}>
                  <Typography sx={{ fontWeight: 500 }}>{what}</Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {t('suggestions.backedBy', { text: line.text })}
                  </Typography>
                  <Button
                    size="small"
                    variant="contained"
                    aria-label={`${t('suggestions.take')}: ${what}`}
                    onClick={() => take(suggestion)}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('suggestions.take')}
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

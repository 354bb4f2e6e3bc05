/** The sections a parser found, as chips in the order it met them. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AtsSection } from '@/domain/ats/check';
import { ReportSection } from './report-section';

export function FoundSections({ sections }: { sections: readonly AtsSection[] }) {
  const { t } = useTranslation('ats');
  return (
    <ReportSection title={t('sections.title')}>
      {sections.length ? (
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {sections.map((section, index) => (
            <li key={index}>
              <Chip label={t(`sections.${section.kind}`)} color="success" variant="outlined" />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography>{t('sections.none')}</Typography>
      )}
    </ReportSection>
  );
}

/** What to fix: each problem's title and what to do about it, or that there is nothing. */
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import WarningIcon from '@mui/icons-material/ReportProblemOutlined';
import TipIcon from '@mui/icons-material/LightbulbOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AtsProblem } from '@/domain/ats/problems';
import { PROBLEM_COST } from '@/domain/ats/problems';
import { toLanguage } from '@/domain/languages';
import { problemWords } from './problem-words';
import { ReportSection } from './report-section';

export function AtsProblems({ problems }: { problems: readonly AtsProblem[] }) {
  const { t, i18n } = useTranslation(['ats', 'common']);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ReportSection title={t('problems.title')}>
      {problems.length ? (
        <List disablePadding>
          {problems.map((problem, index) => {
            const words = problemWords(t, problem, language);
            const advice = PROBLEM_COST[problem.code].each === 0;
            return (
              <ListItem key={index} disableGutters alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                  {advice ? <TipIcon color="info" /> : <WarningIcon color="warning" />}
                </ListItemIcon>
                <ListItemText
                  primary={words.title}
                  secondary={words.fix}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckIcon color="success" />
          <Typography>{t('problems.none')}</Typography>
        </Stack>
      )}
    </ReportSection>
  );
}

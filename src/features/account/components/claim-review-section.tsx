/**
 * What was made on the account before its address was proven, maybe by someone who used the
 * address first: private since the owner proved it, each kept or deleted here. A kept CV stays
 * private until the owner publishes it; the username is kept, or changed in its own section.
 */
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteCv } from '@/components/use-delete-cv';
import type { MeDto } from '@/domain/account';
import { failureWords } from '@/lib/failure-words';
import { readFailure } from '@/lib/api-errors';
import { useKeepInReview } from '../api/claim-review';
import { toastFailure } from '@/lib/toast';

export function ClaimReviewSection({ inReview }: { inReview: MeDto['in_review'] }) {
  const { t, i18n } = useTranslation('account');
  const keep = useKeepInReview();
  const deleteCv = useDeleteCv();
  const queryClient = useQueryClient();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const kept = (what: { cv: string } | 'username') =>
    keep.mutate(what, {
      onError: (error) => toastFailure(t('review.failed'), readFailure(error, failureWords())),
    });

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('review.text')}
      </Typography>
      <List disablePadding>
        {inReview.cvs.map((cv) => {
          const title = cv.title || t('review.untitled');
          return (
            <ListItem key={cv.uuid} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={title}
                secondary={t('review.made', { date: date.format(Date.parse(cv.created_at)) })}
                sx={{ flexBasis: '100%' }}
              />
              <Button
                variant="outlined"
                onClick={() => kept({ cv: cv.uuid })}
                aria-label={t('review.keepCv', { title })}
              >
                {t('review.keep')}
              </Button>
              <Button
                color="error"
                onClick={() => {
                  deleteCv({ uuid: cv.uuid, title: cv.title });
                  // Out of the list at once, as the dashboard's card goes; Undo brings it back.
                  queryClient.setQueriesData<MeDto>(
                    { queryKey: ['me'] },
                    (me) =>
                      me && {
                        ...me,
                        in_review: {
                          ...me.in_review,
                          cvs: me.in_review.cvs.filter((c) => c.uuid !== cv.uuid),
                        },
                      },
                  );
                }}
                aria-label={t('review.deleteCv', { title })}
              >
                {t('review.delete')}
              </Button>
            </ListItem>
          );
        })}
        {inReview.username ? (
          <ListItem disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={inReview.username}
              secondary={t('review.usernameText')}
              sx={{ flexBasis: '100%' }}
            />
            <Button
              variant="outlined"
              onClick={() => kept('username')}
              aria-label={t('review.keepUsername', { username: inReview.username })}
            >
              {t('review.keep')}
            </Button>
          </ListItem>
        ) : null}
      </List>
    </Stack>
  );
}

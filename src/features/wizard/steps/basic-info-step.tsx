import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/domain/limits';
import { useAccountEmail } from '../api/account-email';
import { DraftTextField } from '../components/fields';
import { WizardStep } from '../components/wizard-step';
import { useDraft } from '../state/draft-state';

/** The fields in order; `required` marks the label, while the domain's schema holds the rule. */
export const BASIC_INFO_FIELDS = [
  { name: 'first_name', autoComplete: 'given-name', required: true, max: LIMITS.shortText },
  { name: 'last_name', autoComplete: 'family-name', required: true, max: LIMITS.shortText },
  { name: 'email', kind: 'email', autoComplete: 'email', required: true, max: LIMITS.email },
  { name: 'phone', kind: 'phone', autoComplete: 'tel', max: LIMITS.phone },
  { name: 'current_job_title', autoComplete: 'organization-title', max: LIMITS.shortText },
] as const;

export function BasicInfoStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const accountEmail = useAccountEmail();
  // One tap fills in the account's address while the field is empty; typing another is as easy.
  const offer = accountEmail && !draft?.email.trim() ? accountEmail : null;
  return (
    <WizardStep step="basic-info">
      <Stack spacing={2}>
        {BASIC_INFO_FIELDS.map((field) => (
          <Fragment key={field.name}>
            <DraftTextField label={t(`basicInfo.${field.name}`)} {...field} />
            {field.name === 'email' && offer ? (
              <Button
                variant="outlined"
                size="small"
                startIcon={<AlternateEmailIcon />}
                onClick={() => update({ email: offer })}
                sx={{ alignSelf: 'flex-start', mt: '8px !important', textTransform: 'none' }}
              >
                {t('basicInfo.useAccountEmail', { email: offer })}
              </Button>
            ) : null}
          </Fragment>
        ))}
      </Stack>
    </WizardStep>
  );
}

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** "By continuing you agree to …" with links to the user agreement and the privacy policy. */
export function AgreementText() {
  const { t } = useTranslation('auth');
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ textAlign: 'center', fontSize: '0.8125rem' }}
    >
      <Trans
        t={t}
        i18nKey="agreement"
        components={{
          terms: <Link href={paths.userAgreement.getHref()} underline="always" />,
          privacy: <Link href={paths.privacy.getHref()} underline="always" />,
        }}
      />
    </Typography>
  );
}

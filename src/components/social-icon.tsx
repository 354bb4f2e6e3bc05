import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { SocialId } from '../config/social';

function TikTokIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 1 1-2.59-2.59c.27 0 .53.04.77.12V9.77a5.74 5.74 0 1 0 4.91 5.68V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.28 4.28 0 0 1-3.24-1.48z" />
    </SvgIcon>
  );
}

const ICONS = {
  tiktok: TikTokIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
} satisfies Record<SocialId, unknown>;

export function SocialIcon({ name, ...props }: { name: SocialId } & SvgIconProps) {
  const Icon = ICONS[name];
  return <Icon {...props} />;
}

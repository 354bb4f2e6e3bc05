import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import LanguageIcon from '@mui/icons-material/Language';
import LinkIcon from '@mui/icons-material/Link';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { SocialIcon } from './social-icon';

const TikTok = (props: SvgIconProps) => <SocialIcon {...props} name="tiktok" />;

const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  linkedin: LinkedInIcon,
  github: GitHubIcon,
  twitter: XIcon,
  website: LanguageIcon,
  facebook: FacebookIcon,
  youtube: YouTubeIcon,
  tiktok: TikTok,
};

/** The icon of a link type; unknown types get a generic link icon. */
export function LinkTypeIcon({ type, ...props }: { type: string } & SvgIconProps) {
  const Icon = ICONS[type.toLowerCase()] ?? LinkIcon;
  return <Icon {...props} />;
}

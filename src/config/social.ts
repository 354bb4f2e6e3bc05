/** The company's own social pages, shown in the footer. */
export const SOCIAL_LINKS = [
  { id: 'tiktok', href: 'https://www.tiktok.com/@cvbuilder' },
  { id: 'instagram', href: 'https://www.instagram.com/cvbuilder' },
  { id: 'facebook', href: 'https://www.facebook.com/cvbuilder' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/cvbuilder' },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

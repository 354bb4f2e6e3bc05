import { PublicCvPage } from '@/features/public-cv/public-cv-page';

export const Component = PublicCvPage;

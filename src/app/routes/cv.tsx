import { CvPage } from '@/features/cv/components/cv-page';

export const Component = CvPage;

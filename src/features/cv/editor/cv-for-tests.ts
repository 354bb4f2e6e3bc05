/** The CV the editor's tests start from: the defaults of a new CV with a name and an address. */
import { CV_CREATE_DEFAULTS, type CvContent } from '@/domain/cv';

export const AINO: CvContent = {
  ...CV_CREATE_DEFAULTS,
  title: 'CV',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
};

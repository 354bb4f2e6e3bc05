/** On an empty database, a demo user with a complete public CV, so /demo shows something at once. */
import sharp from 'sharp';
import { cvContentSchema, type CvContent } from '@/domain/cv';
import type { UsersRepository } from '../users/repository';
import { processPhoto } from '../media/photo-pipeline';
import type { CvService } from './service';

export const DEMO_USERNAME = 'demo';

export const DEMO_CV: CvContent = cvContentSchema.parse({
  title: 'Product designer',
  theme: 'templateB',
  first_name: 'Emma',
  last_name: 'Laine',
  email: 'emma.laine@example.com',
  phone: '+358 40 555 0123',
  current_job_title: 'Senior Product Designer',
  bio_title: 'About Me',
  bio_description:
    'Product designer with eight years of experience in mobile apps and design systems. I turn research into simple, accessible interfaces and work closely with engineers from the first sketch to release.',
  language: 'en',
  is_public: true,
  experiences: [
    {
      company_name: 'Northwind Mobile',
      role: 'Senior Product Designer',
      description:
        'Lead designer of a banking app used by 1.2 million people; built its design system.',
      location: 'Helsinki',
      start_date: '2021-02-01',
      end_date: null,
    },
    {
      company_name: 'Studio Aalto',
      role: 'UX Designer',
      description: 'Designed booking and payment flows for travel and retail clients.',
      location: 'Espoo',
      start_date: '2017-08-01',
      end_date: '2021-01-01',
    },
  ],
  educations: [
    {
      institution: 'Aalto University',
      degree: 'Master of Arts',
      field_of_study: 'Collaborative and Industrial Design',
      start_date: '2012-09-01',
      end_date: '2017-06-01',
    },
  ],
  skills: [
    { skill_name: 'Interaction design', proficiency: 'expert' },
    { skill_name: 'Figma and prototyping', proficiency: 'expert' },
    { skill_name: 'User research', proficiency: 'intermediate' },
  ],
  links: [
    { link_type: 'linkedin', url: 'https://www.linkedin.com/in/emma-laine-demo' },
    { link_type: 'website', url: 'https://emmalaine.example.com' },
  ],
});

function demoPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3d5a80"/><stop offset="1" stop-color="#1f3a5f"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <circle cx="400" cy="330" r="150" fill="#f2d0b8"/>
    <path d="M250 300c0-120 80-190 150-190s160 60 160 190c-30-60-80-90-160-90s-120 30-150 90z" fill="#6b3f2a"/>
    <path d="M140 800c20-170 130-260 260-260s240 90 260 260z" fill="#e07a5f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedDemo(
  users: UsersRepository,
  cvs: CvService,
  countUsers: () => Promise<number>,
) {
  if ((await countUsers()) > 0) return false;
  const user = await users.create({
    email: 'demo@example.com',
    username: DEMO_USERNAME,
    emailVerifiedAt: new Date(),
  });
  await cvs.create(user.id, DEMO_CV, await processPhoto(await demoPortrait()), 'demo-seed');
  return true;
}

/** On an empty database, a demo user with a complete public CV, so /demo shows something at once. */
import sharp from 'sharp';
import { cvContentSchema, type CvContent } from '@/domain/cv';
import { DEMO_CV as DEMO_CV_INPUT, DEMO_CV_FI } from '@/templates/sample-cv';
import type { UsersRepository } from '@server/modules/users';
import { processPhoto } from '@server/modules/media';
import type { CvService } from './service';

export const DEMO_USERNAME = 'demo';

export const DEMO_CV: CvContent = cvContentSchema.parse(DEMO_CV_INPUT);

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
  hasUsers: () => Promise<boolean>,
) {
  if (await hasUsers()) return false;
  const user = await users.create({
    email: 'demo@example.com',
    username: DEMO_USERNAME,
    emailVerifiedAt: new Date(),
  });
  const { cv } = await cvs.create(
    user.id,
    DEMO_CV,
    await processPhoto(await demoPortrait()),
    'demo-seed',
  );
  // Its Finnish version: the same rows, found by the ids they were just given.
  const byId = <Row>(rows: Row[], ids: Array<{ uuid: string }>) =>
    rows.map((row, i) => ({ ...row, uuid: ids[i]!.uuid }));
  await cvs.update(user.id, cv.uuid, {
    translations: {
      fi: {
        ...DEMO_CV_FI,
        experiences: byId(DEMO_CV_FI.experiences, cv.experiences),
        educations: byId(DEMO_CV_FI.educations, cv.educations),
        skills: byId(DEMO_CV_FI.skills, cv.skills),
      },
    },
  });
  return true;
}

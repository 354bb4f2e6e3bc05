/**
 * Prepares a bench database directly (no HTTP): the demo CV and signed-up, premium users with a CV
 * and an application of it each.
 */
import { APPLICATION_DEFAULTS, type ApplicationFields } from '@/domain/applications';
import type { CvContent } from '@/domain/cv';
import { openDatabase, type DatabaseOptions } from '@server/db/client';
import {
  createApplicationRepository,
  createApplicationService,
} from '@server/modules/applications';
import { DEMO_CV, seedDemo } from '@server/modules/cv/demo-seed';
import { createCvRepository } from '@server/modules/cv/repository';
import { createCvService } from '@server/modules/cv/service';
import { hashPassword } from '@server/modules/users/factors';
import { createUsersRepository } from '@server/modules/users/identity';

export const BENCH_PASSWORD = 'Bench-Password-2026';

export interface BenchUser {
  email: string;
  username: string;
  cvId: string;
  /** An application of the CV, with a job ad to suggest from. */
  applicationId: string;
}

/** Each bench user's application: a job ad in English, its version as the CV is. */
export const BENCH_APPLICATION = {
  ...APPLICATION_DEFAULTS,
  company: 'Northwind Analytics',
  role: 'Senior frontend developer',
  job_ad:
    'We are looking for a senior frontend developer with React, TypeScript and accessibility ' +
    'experience. You will build design systems, work with product teams and mentor others.',
  status: 'applied',
} satisfies Omit<ApplicationFields, 'cv'>;

export async function seedBench(options: DatabaseOptions, count: number): Promise<BenchUser[]> {
  const database = await openDatabase(options);
  try {
    const users = createUsersRepository(database.db);
    const cvRepository = createCvRepository(database.db);
    const cvs = createCvService(cvRepository);
    const applications = createApplicationService({
      repo: createApplicationRepository(database.db),
      cvRows: cvRepository,
      cvs,
    });
    await seedDemo(users, cvs, cvRepository.hasUsers);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const made: BenchUser[] = [];
    const stamp = Date.now().toString(36);
    for (let i = 0; i < count; i++) {
      const username = `bench${stamp}${i}`.slice(0, 20);
      const email = `${username}@bench.example.com`;
      const user = await users.create({
        email,
        passwordHash,
        username,
        emailVerifiedAt: new Date(),
        isPremium: true,
      });
      // The third is set in a typeface of its own: the public page's Lighthouse row with fonts.
      const design = i === 2 ? { typeface: 'serif' as const } : DEMO_CV.design;
      const content: CvContent = { ...DEMO_CV, first_name: `Bench ${i}`, design };
      const { cv } = await cvs.create(user.id, content, null, null);
      const { application } = await applications.create(
        user.id,
        { ...BENCH_APPLICATION, cv: cv.uuid },
        null,
      );
      made.push({ email, username, cvId: cv.uuid, applicationId: application.uuid });
    }
    return made;
  } finally {
    await database.close();
  }
}

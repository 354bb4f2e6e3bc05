/** The applications module: the owner's job applications, each with its version of a CV. */
import fp from 'fastify-plugin';
import { createCvRepository } from '@server/modules/cv';
import { letterRoutes } from './letter-routes';
import { createLetterService } from './letter-service';
import { createApplicationRepository } from './repository';
import { applicationRoutes } from './routes';
import { createApplicationService } from './service';

export const applicationsModule = fp(
  async (app) => {
    const repo = createApplicationRepository(app.database.db);
    app.cvs.findSharedVersionsWith(repo.findShared);
    const service = createApplicationService({
      repo,
      cvRows: createCvRepository(app.database.db),
      cvs: app.cvs,
    });
    await app.register(applicationRoutes, {
      service,
      requireUser: app.guard.requireUser,
      pdfFiles: app.pdfFiles,
      cvs: app.cvs,
      appOrigin: app.settings.APP_ORIGIN,
      prefix: '/api/applications',
    });
    await app.register(letterRoutes, {
      service: createLetterService({
        repo,
        cvRows: createCvRepository(app.database.db),
        cvs: app.cvs,
      }),
      requireUser: app.guard.requireUser,
      letterFiles: app.letterFiles,
      prefix: '/api/applications',
    });
  },
  { name: 'applications', dependencies: ['core', 'users', 'media', 'cv', 'pdf', 'docx'] },
);

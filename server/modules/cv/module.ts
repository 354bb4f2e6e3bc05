/** The CV module: CVs' store, rules and owner's routes; the demo CV on a new instance. */
import fp from 'fastify-plugin';
import { DEMO_USERNAME, seedDemo } from './demo-seed';
import { createCvRepository } from './repository';
import { cvRoutes } from './routes';
import { createCvService, type CvService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    cvs: CvService;
  }
}

export const cvModule = fp(
  async (app) => {
    const repo = createCvRepository(app.database.db);
    const cvs = createCvService(repo, {
      changes: app.publicChanges,
      photoLinks: app.photoLinks,
      files: app.storedFiles,
    });
    app.decorate('cvs', cvs);
    app.decorate('photoReader', cvs);
    await app.register(cvRoutes, {
      service: cvs,
      requireUser: app.guard.requireUser,
      photos: app.photoUploads,
      appOrigin: app.settings.APP_ORIGIN,
      prefix: '/api/cv',
    });
    if (app.settings.SEED_DEMO && (await seedDemo(app.usersRepository, cvs, repo.hasUsers))) {
      app.log.info(`demo CV created: ${app.settings.APP_ORIGIN}/${DEMO_USERNAME}`);
    }
  },
  { name: 'cv', dependencies: ['core', 'users', 'media'] },
);

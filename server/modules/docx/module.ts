/** The Word module: the owner's CV as a .docx. */
import fp from 'fastify-plugin';
import { docxRoutes } from './routes';

export const docxModule = fp(
  async (app) => {
    await app.register(docxRoutes, {
      service: app.cvs,
      requireUser: app.guard.requireUser,
      prefix: '/api/cv',
    });
  },
  { name: 'docx', dependencies: ['core', 'users', 'media', 'cv'] },
);

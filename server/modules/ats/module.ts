/** The ATS check module: the owner's CV read from its own PDF as a hiring system reads it. */
import fp from 'fastify-plugin';
import { createAtsReader } from './reader';
import { atsRoutes } from './routes';

export const atsModule = fp(
  async (app) => {
    const reader = createAtsReader(app.cvs, app.pdfFiles);
    await app.register(atsRoutes, {
      service: reader,
      requireUser: app.guard.requireUser,
      prefix: '/api/cv',
    });
  },
  { name: 'ats', dependencies: ['core', 'users', 'cv', 'pdf'] },
);

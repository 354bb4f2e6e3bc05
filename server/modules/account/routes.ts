/** /api/users/me/…: the account's data, downloaded as one file or deleted with everything in it. */
import { z } from 'zod';
import { accountExportSchema, deleteAccountSchema } from '@/domain/account-data';
import { outputShape } from '@/domain/answers';
import { applicationSchema } from '@/domain/applications';
import { indentedJson, noBody } from '@server/lib/route-schemas';
import { authOf } from '@server/plugins/auth';
import { LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';
import { signedInRoutes, type SignedInRoutesDeps } from '../deps';
import type { AccountService } from './service';

/** The export's file: the account and its CVs, and its job applications after them. */
const exportSchema = z.intersection(
  accountExportSchema,
  z.object({ applications: z.array(outputShape(applicationSchema)) }),
);

export const accountRoutes = signedInRoutes<SignedInRoutesDeps<AccountService>>(
  (app, { service }) => {
    app.get(
      '/me/export/',
      { schema: { response: { 200: exportSchema } }, serializerCompiler: indentedJson },
      async (request, reply) => {
        const data = await service.exportData(authOf(request).userId);
        const day = data.exported_at.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="cv-builder-data-${day}.json"`)
          .header('cache-control', 'private, no-store')
          .type('application/json; charset=utf-8')
          .send(data);
      },
    );

    const deleteLimit = routeLimit(LIMIT_TABLE.deleteAccount);
    app.delete(
      '/me/',
      {
        schema: { body: deleteAccountSchema, response: { 204: noBody } },
        config: { rateLimit: deleteLimit },
      },
      async (request, reply) => {
        await service.deleteAccount(authOf(request), request.body.password);
        return reply.code(204).send();
      },
    );
  },
);

/** The ATS check's counters (the limit table says why). */
import { LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';

export const atsLimit = routeLimit(LIMIT_TABLE.atsCheck);

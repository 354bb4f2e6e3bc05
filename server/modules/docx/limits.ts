/** Word downloads' counters (the limit table says why). */
import { LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';

export const wordLimit = routeLimit(LIMIT_TABLE.wordOwner);

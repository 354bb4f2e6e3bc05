/**
 * `npm run docs:limits`: writes docs/security.md's limits table from the limit table
 * (server/plugins/limit-table.ts); server/plugins/limit-table.test.ts fails while they differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { limitTableMarkdown } from '../server/plugins/limit-table';
import { LIMITS_DOC, withLimitsTable } from '../server/plugins/limits-doc';

writeFileSync(LIMITS_DOC, withLimitsTable(readFileSync(LIMITS_DOC, 'utf8'), limitTableMarkdown()));
console.log(`${LIMITS_DOC}: limits table written`);

/** Whether the letter as this phone has it is what the server has: the application's other changes aside. */
import type { CoverLetter } from '@/domain/cover-letter';
import { same } from '@/domain/merge';
import type { LocalApplication } from '@/lib/cv-store/use-local-applications';

export function letterOnServer(application: LocalApplication): boolean {
  const { record, doc } = application;
  if (record.serverId === null) return false;
  // The store keeps the server's last answer as it came: an application, its letter with it. A
  // record kept from before letters has the field on neither side: no letter.
  const server = record.server as { letter?: CoverLetter | null } | null;
  return same(server?.letter ?? null, doc.letter ?? null);
}

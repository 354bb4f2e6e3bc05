/**
 * Says that a file is the copy kept on the device from earlier (the server could not be reached),
 * and when it was made, in the reader's language: never passed off as one with the latest changes.
 */
import { toast } from '@/lib/toast';

export function noticeKeptCopy(
  keptFrom: Date | null,
  language: string,
  say: (date: string) => string,
): void {
  if (!keptFrom) return;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  toast.info(say(date.format(keptFrom)), { duration: 10_000 });
}

import { useCvSync } from '@/lib/cv-store/use-cv-sync';
import { useWizardCvs } from './use-wizard-cvs';

/**
 * Mounted (lazily) only for signed-in users, so visitors never download the sync's code: sends the
 * CV store's waiting changes (the wizard's new CVs among them) and tells what became of new CVs.
 */
export default function OutboxSync() {
  useWizardCvs();
  useCvSync(true);
  return null;
}

/** What goes when a user signs out: the wizard draft (the outbox keeps its owner's CVs). */
import { onSignOut } from '../features/auth/session';

onSignOut(async () => (await import('../features/wizard/state/draft-state')).resetDraft());

/**
 * Why a new password would be refused, worded as the user types: the shared rules at once, the
 * zxcvbn score once its dictionaries have loaded (lazily, on the first character typed).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordFor } from '@/domain/account';
import type * as PasswordStrength from '@/domain/password-strength';
import { issueMessage } from '@/domain/validation-messages';
import { runtimeKeys } from '@/lib/translate';

type Strength = typeof PasswordStrength;
let loading: Promise<Strength> | undefined;

export function usePasswordProblem(password: string, email?: string): string | undefined {
  const { t } = useTranslation('auth');
  const [strength, setStrength] = useState<Strength | null>(null);

  useEffect(() => {
    if (!password || strength) return;
    let live = true;
    loading ??= import('@/domain/password-strength');
    loading.then(
      (module) => live && setStrength(module),
      (error: unknown) => {
        loading = undefined; // offline at first use: try again on the next keystroke
        console.error('Password checker failed to load', error);
      },
    );
    return () => {
      live = false;
    };
  }, [password, strength]);

  if (!password) return undefined;
  const checked = newPasswordFor(email).safeParse(password);
  const issue = checked.success ? undefined : checked.error.issues[0];
  if (issue) return issueMessage(issue, runtimeKeys(t, 'common'));
  const weak = strength?.weakPasswordIssue(password, email);
  return weak ? t(weak, { ns: 'common' }) : undefined;
}

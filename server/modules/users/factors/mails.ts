/** The mails of the ways in: a passkey added or removed, and what a claimant left that went. */
import type { Language } from '@/domain/languages';
import type { MailMessage } from '@server/lib/mail';
import { button, compose, text } from '../identity';

/** What an unproven claimant had set up on an account, as its owner's mail names it. */
export interface ClaimantLeft {
  providers: string[];
  passkeys: string[];
  twoStep: boolean;
  /** The titles of the CVs made private for the owner's review. */
  cvs: string[];
  /** The username put up for the owner's review, if there was one. */
  username: string | null;
}

/** A passkey was added to the account or removed from it: the owner hears of either. */
export function passkeyChangedMail(
  lang: Language,
  to: string,
  change: 'passkeyAdded' | 'passkeyRemoved',
  name: string,
  accountLink: string,
): MailMessage {
  return compose(lang, change, to, (t) => [
    text(t(`mail:${change}.body`, { name })),
    text(t(`mail:${change}.notYou`)),
    button(t(`mail:${change}.button`), accountLink),
  ]);
}

/** The owner proved the address: what an earlier, unproven claimant had set up and is now gone. */
export function claimRemovedMail(
  lang: Language,
  to: string,
  left: ClaimantLeft,
  accountLink: string,
): MailMessage {
  return compose(lang, 'claimRemoved', to, (t) => [
    text(t('mail:claimRemoved.body')),
    ...left.providers.map((provider) =>
      text(
        `– ${t(provider === 'google' ? 'mail:claimRemoved.google' : 'mail:claimRemoved.facebook')}`,
      ),
    ),
    ...left.passkeys.map((name) => text(`– ${t('mail:claimRemoved.passkey', { name })}`)),
    ...(left.twoStep ? [text(`– ${t('mail:claimRemoved.twoStep')}`)] : []),
    ...(left.cvs.length || left.username
      ? [
          text(t('mail:claimRemoved.madePrivate')),
          ...left.cvs.map((title) =>
            text(
              `– ${title ? t('mail:claimRemoved.cv', { title }) : t('mail:claimRemoved.cvUntitled')}`,
            ),
          ),
          ...(left.username
            ? [text(`– ${t('mail:claimRemoved.username', { username: left.username })}`)]
            : []),
        ]
      : []),
    text(t('mail:claimRemoved.after')),
    button(t('mail:claimRemoved.button'), accountLink),
  ]);
}

/**
 * Identity: the accounts, their addresses (proven or not, the mailed links that prove them) and
 * usernames, and what a claimant made that waits for the owner's review. Everything else in the
 * users module stands on it.
 */
export {
  createAccounts,
  LINK_LIFETIMES,
  refuseUnprovenAddress,
  toUserDto,
  type Accounts,
  type AccountsDeps,
} from './accounts';
export { button, compose, expiringLinkMail, text } from './mails';
export {
  createUsersRepository,
  type MadeInReview,
  type UserRow,
  type UsersRepository,
} from './repository';
export { claimReviewRules, inReviewDto } from './review';
export { usernameRules } from './usernames';

/**
 * The users module's rules, built in its layers: identity (accounts, addresses, usernames), then
 * sessions, then the sign-in factors, then the account's changes, each over the ones before.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import type { Mailer } from '@server/lib/mail';
import { changeRules } from './changes';
import { createFactors, type SocialVerifiers, type TwoStepParts } from './factors';
import { claimReviewRules, createAccounts, createUsersRepository, usernameRules } from './identity';
import {
  createSessions,
  createSessionsRepository,
  type AccessTokens,
  type LiveSessions,
} from './sessions';

export interface UsersServiceDeps extends SocialVerifiers {
  db: Db;
  tokens: AccessTokens;
  /** The refresh token that follows another (sessions/tokens.ts). */
  successorOf: (refresh: string) => string;
  /** Told when sessions end, so no instance takes their access tokens any more. */
  liveSessions: Pick<LiveSessions, 'changed'>;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
  twoStep: TwoStepParts;
  /** Told when a user's public address changes, so cached public pages under it are dropped. */
  publicChanges?: { emit(userId: string): void };
}

/** Every layer, and the rules the routes call (one flat service). */
export function createUsersParts(deps: UsersServiceDeps) {
  const { db, log } = deps;
  const repo = createUsersRepository(db);
  const accounts = createAccounts({ ...deps, repo });
  const sessions = createSessions({
    ...deps,
    repo: createSessionsRepository(db),
    users: repo,
  });
  const factors = createFactors({ ...deps, accounts, sessions, log });
  const service = {
    ...usernameRules(accounts),
    ...claimReviewRules(repo),
    refresh: sessions.refresh,
    logout: sessions.logout,
    ...factors.rules,
    ...changeRules({ accounts, sessions, factors }),
  };
  return { accounts, sessions, factors, service };
}

export function createUsersService(deps: UsersServiceDeps) {
  return createUsersParts(deps).service;
}

export type UsersService = ReturnType<typeof createUsersService>;
export type UsersParts = ReturnType<typeof createUsersParts>;

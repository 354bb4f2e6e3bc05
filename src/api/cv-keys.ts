/** Keys carry the signed-in account (JWT `sub`): one account's answers never show for another. */
export const cvKeys = {
  /** Every account's CVs, for invalidating whoever is signed in. */
  all: ['cvs'] as const,
  list: (userId: string | null) => ['cvs', userId, 'list'] as const,
  one: (userId: string | null, id: string) => ['cvs', userId, 'one', id] as const,
};

import { USERNAME_PREFILL_KEY } from '@/config/storage-keys';

export { USERNAME_PREFILL_KEY };

/** Keeps the trimmed text for set-username; an empty box clears an older choice. */
export function saveUsernamePrefill(
  text: string,
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
) {
  const value = text.trim();
  if (value) storage.setItem(USERNAME_PREFILL_KEY, value);
  else storage.removeItem(USERNAME_PREFILL_KEY);
  return value;
}

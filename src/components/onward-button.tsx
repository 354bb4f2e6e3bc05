/** The way on from a page a mailed link opened: the account's own screen when signed in here, else sign-in. */
import Button, { type ButtonProps } from '@mui/material/Button';
import { paths } from '@/config/paths';
import { isSignedInAtom, useAtomValue } from '@/lib/state';

export function OnwardButton({
  signedInTo,
  labels: [signedInLabel, loginLabel],
  variant = 'contained',
}: {
  signedInTo: string;
  /** The button's words when signed in, and when not. */
  labels: readonly [string, string];
  variant?: ButtonProps['variant'];
}) {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <Button variant={variant} fullWidth href={signedIn ? signedInTo : paths.login.getHref()}>
      {signedIn ? signedInLabel : loginLabel}
    </Button>
  );
}

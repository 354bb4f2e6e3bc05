import { useServerRender } from './render-context';
import { isSignedInAtom, useAtomValue } from './state';

/** Whether someone is signed in; an owner screen's shell is drawn as for someone signed in. */
export function useSignedIn(): boolean {
  const signedIn = useAtomValue(isSignedInAtom);
  return useServerRender()?.ownerShell === true || signedIn;
}

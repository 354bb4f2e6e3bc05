/** The spec's deep link /cv/{cvId}?edit=true: opens the page in edit mode, once. */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const EDIT_PARAM = 'edit';

/**
 * True when the page was opened with `?edit=true`. The parameter is read once and then taken out of
 * the address in place (a replace, not a new entry), so Back, a reload or a shared link never opens
 * edit mode again.
 */
export function useEditLink(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [asked] = useState(() => new URLSearchParams(location.search).get(EDIT_PARAM) === 'true');

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(EDIT_PARAM)) return;
    params.delete(EDIT_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return asked;
}

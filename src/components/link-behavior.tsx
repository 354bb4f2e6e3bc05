import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * What MUI draws a link with (set in the theme for Button, IconButton and Link): an address of this
 * app (`/…`) goes through the router, so `<Button href="/dashboard">` opens a screen without a page
 * load; anything else (another site, `mailto:`, `#section`) stays a plain link.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href, ...props },
  ref,
) {
  if (href?.startsWith('/') && !href.startsWith('//')) {
    return <RouterLink ref={ref} to={href} {...props} />;
  }
  return <a ref={ref} href={href} {...props} />;
});

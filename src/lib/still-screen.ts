/**
 * A screen that shows and does nothing, standing in until the app draws the live one (a kept copy of
 * the owner's screen, or one the server drew): no control to press, no link to follow, and no field
 * a label names; a field found by its label, by a person or a script, is the app's. Without imports:
 * an owner screen's first script uses it (src/owner-shell.ts).
 */
const FIELDS = 'input, textarea, select, button';

const CONTROL_ROLES = ['button', 'link', 'menuitem', 'tab', 'checkbox', 'switch', 'radio', 'option']
  .map((role) => `[role="${role}"]`)
  .join(', ');

export function stillScreen(screen: Element): void {
  for (const field of screen.querySelectorAll(FIELDS)) {
    field.setAttribute('disabled', '');
    for (const name of ['id', 'name', 'aria-label', 'aria-labelledby', 'aria-describedby'])
      field.removeAttribute(name);
  }
  for (const label of screen.querySelectorAll('label[for]')) label.removeAttribute('for');
  for (const link of screen.querySelectorAll('a[href]')) link.removeAttribute('href');
  for (const control of screen.querySelectorAll(CONTROL_ROLES))
    control.setAttribute('aria-disabled', 'true');
}

/** The fields in `screen`, in the order {@link stillScreen} meets them. */
export function fieldsOf(screen: Element): NodeListOf<HTMLElement> {
  return screen.querySelectorAll<HTMLElement>(FIELDS);
}

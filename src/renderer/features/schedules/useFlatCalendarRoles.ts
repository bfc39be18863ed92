import { useEffect, type RefObject } from 'react';

const TABLE_ROLES = ['table', 'rowgroup', 'row', 'cell', 'columnheader'];
const SELECTOR = TABLE_ROLES.map((r) => `[role="${r}"]`).join(',');

/**
 * react-big-calendar marks its month grid up as an ARIA table, but puts its event buttons and
 * its '+N more' buttons straight into the rows, which a table does not allow (axe:
 * aria-required-children, critical). The table roles are taken off as the calendar renders
 * them: what is left is a plain list of day links and named event buttons, each saying its
 * contact, date and message.
 */
export function useFlatCalendarRoles(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const flatten = () => {
      for (const el of root.querySelectorAll(SELECTOR)) el.removeAttribute('role');
      // Its column headers' aria-sort would be left on plain text.
      for (const el of root.querySelectorAll('[aria-sort]')) el.removeAttribute('aria-sort');
    };
    flatten();
    const observer = new MutationObserver(flatten);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-sort'] });
    return () => observer.disconnect();
  }, [container]);
}

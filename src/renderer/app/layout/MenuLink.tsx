import type { ComponentProps, ReactNode } from 'react';
import { NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';

const nav = MantineNavLink.classes;
const rootClass = `mantine-focus-auto ${nav.root} ${UnstyledButton.classes.root}`;

/** The handlers a LazyTooltip gives the collapsed menu's entries. */
type Events = Pick<ComponentProps<'a'>, 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'>;

interface Props extends Events {
  to: string;
  label?: string;
  'aria-label'?: string;
  icon: ReactNode;
  rightSection?: ReactNode;
}

/**
 * A side menu entry: a router link with Mantine's NavLink look (its own classes, and the router's
 * aria-current="page" that its styles mark as active). Mantine's NavLink builds five components
 * for each entry (itself, UnstyledButton and three Boxes), all on the first screen (issue 18).
 */
export function MenuLink({ to, label, 'aria-label': ariaLabel, icon, rightSection, ...events }: Props) {
  return (
    <NavLink to={to} className={rootClass} aria-label={ariaLabel} {...events}>
      <span className={nav.section} data-position="left">
        {icon}
      </span>
      <div className={nav.body}>
        <span className={nav.label}>{label}</span>
      </div>
      {rightSection !== undefined && (
        <span className={nav.section} data-position="right">
          {rightSection}
        </span>
      )}
    </NavLink>
  );
}

import classes from './Initials.module.css';

/** The first two letters of a name, upper-cased: what an avatar shows without a picture. */
export const initialsOf = (name: string) => name.trim().slice(0, 2).toUpperCase();

/**
 * A name's initials as a picture stands in for a person: shown, but hidden from assistive
 * technology and drawn as generated content, so the control around it is named by its label alone.
 */
export function Initials({ name }: { name: string }) {
  return <span className={classes.initials} data-initials={initialsOf(name)} aria-hidden />;
}

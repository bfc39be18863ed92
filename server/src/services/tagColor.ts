import { randomInt } from 'node:crypto';

/** A colour for a tag created without one (inline in a dialog, or named by an imported row). */
export const randomTagColor = () => `#${randomInt(0, 0x1000000).toString(16).padStart(6, '0')}`;

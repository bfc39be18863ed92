/**
 * The colour of each priority (spec 1 §3 "Announcement": 1 red, 2 orange, 3 grey), as Mantine
 * colour names, and its label's key in the announcements namespace.
 */
export const PRIORITY_COLORS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'gray' };

export const priorityColor = (priority: number) => PRIORITY_COLORS[priority] ?? PRIORITY_COLORS[3];

export const priorityLabelKey = (priority: number) => `priority.${PRIORITY_COLORS[priority] ? priority : 3}`;

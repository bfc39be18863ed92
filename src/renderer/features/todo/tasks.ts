import { TODO_MAX, TODO_TEXT_MAX, type TodoTask } from '@shared/local/schema';

/**
 * The to-do list's rules (spec 3 "To-do list": add, edit, delete; empty or blank text is
 * ignored; issue 9: a task can be ticked off), pure: each returns the list unchanged (the same array) when there is nothing to do.
 * Tasks keep the deployed client's shape ({text, createdAt, updatedAt}, ISO dates) and order
 * (oldest first); they have no id, so they are addressed by position, as there.
 */

const clean = (text: string) => text.trim().slice(0, TODO_TEXT_MAX);

export function addTask(tasks: readonly TodoTask[], text: string, now: Date): readonly TodoTask[] {
  const body = clean(text);
  if (!body || tasks.length >= TODO_MAX) return tasks;
  const at = now.toISOString();
  return [...tasks, { text: body, createdAt: at, updatedAt: at, done: false }];
}

export function editTask(tasks: readonly TodoTask[], index: number, text: string, now: Date): readonly TodoTask[] {
  const body = clean(text);
  const task = tasks[index];
  if (!body || !task || body === task.text) return tasks;
  const next = [...tasks];
  next[index] = { ...task, text: body, updatedAt: now.toISOString() };
  return next;
}

/** Ticks a task off, or back on; its update time follows. */
export function setTaskDone(tasks: readonly TodoTask[], index: number, done: boolean, now: Date): readonly TodoTask[] {
  const task = tasks[index];
  if (!task || task.done === done) return tasks;
  const next = [...tasks];
  next[index] = { ...task, done, updatedAt: now.toISOString() };
  return next;
}

export function removeTask(tasks: readonly TodoTask[], index: number): readonly TodoTask[] {
  if (!tasks[index]) return tasks;
  return tasks.filter((_, i) => i !== index);
}

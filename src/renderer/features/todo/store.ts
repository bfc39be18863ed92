import { create } from 'zustand';
import type { TodoTask } from '@shared/local/schema';
import { getPlatform } from '@renderer/platform';
import { addTask, editTask, removeTask, setTaskDone } from './tasks';

interface TodoState {
  /** Whose list this is (backend, company, user); null before it is read. */
  scope: string | null;
  tasks: readonly TodoTask[];
  loaded: boolean;
}

/**
 * The to-do list of the signed-in user, kept only on this machine (spec 3: no server call): the
 * platform's local store, scoped per user in the desktop app, localStorage 'tasks' in a browser.
 * So it works offline, always.
 */
export const useTodo = create<TodoState>(() => ({ scope: null, tasks: [], loaded: false }));

/** Bumped by every change: a read that started before one is older than what is shown. */
let changes = 0;

/** Reads the user's list (again on every visit: another tab may have changed it). */
export async function loadTasks(scope: string): Promise<void> {
  if (useTodo.getState().scope !== scope) useTodo.setState({ scope, tasks: [], loaded: false });
  const started = changes;
  const tasks = await getPlatform().getScoped(scope, 'todo');
  if (useTodo.getState().scope === scope && started === changes) useTodo.setState({ tasks, loaded: true });
}

/** Shows the new list at once and keeps it; false when nothing changed (blank text, say). */
async function commit(change: (tasks: readonly TodoTask[]) => readonly TodoTask[]): Promise<boolean> {
  const { scope, tasks, loaded } = useTodo.getState();
  if (!scope || !loaded) return false;
  const next = change(tasks);
  if (next === tasks) return false;
  changes += 1;
  useTodo.setState({ tasks: next });
  await getPlatform().setScoped(scope, 'todo', [...next]);
  return true;
}

export const addTodo = (text: string) => commit((tasks) => addTask(tasks, text, new Date()));
export const editTodo = (index: number, text: string) => commit((tasks) => editTask(tasks, index, text, new Date()));
export const removeTodo = (index: number) => commit((tasks) => removeTask(tasks, index));
export const setTodoDone = (index: number, done: boolean) =>
  commit((tasks) => setTaskDone(tasks, index, done, new Date()));

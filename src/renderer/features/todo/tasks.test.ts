import { describe, expect, it } from 'vitest';
import { TODO_MAX, TODO_TEXT_MAX, scopedStateSchema } from '@shared/local/schema';
import { addTask, editTask, removeTask, setTaskDone } from './tasks';

const t0 = new Date('2026-03-01T12:00:00.000Z');
const t1 = new Date('2026-03-01T13:30:00.000Z');

describe('to-do rules (spec 3 "To-do list")', () => {
  it('adds a task with its text, createdAt and updatedAt, at the end', () => {
    const one = addTask([], 'Ligar para o cliente', t0);
    const two = addTask(one, '  Enviar a proposta  ', t1);
    expect(two).toEqual([
      { text: 'Ligar para o cliente', createdAt: t0.toISOString(), updatedAt: t0.toISOString(), done: false },
      { text: 'Enviar a proposta', createdAt: t1.toISOString(), updatedAt: t1.toISOString(), done: false },
    ]);
    // The shape the local store keeps (and the deployed web client reads).
    expect(scopedStateSchema.todo.parse(two)).toEqual(two);
  });

  it('ignores empty or blank text, when adding and when editing', () => {
    const tasks = addTask([], 'Revisar', t0);
    expect(addTask(tasks, '', t1)).toBe(tasks);
    expect(addTask(tasks, ' \n\t ', t1)).toBe(tasks);
    expect(editTask(tasks, 0, '   ', t1)).toBe(tasks);
  });

  it('edits the text and the update time, keeping when it was created', () => {
    const tasks = addTask([], 'Revisar', t0);
    expect(editTask(tasks, 0, 'Revisar o contrato', t1)).toEqual([
      { text: 'Revisar o contrato', createdAt: t0.toISOString(), updatedAt: t1.toISOString(), done: false },
    ]);
    expect(editTask(tasks, 0, 'Revisar', t1)).toBe(tasks);
    expect(editTask(tasks, 3, 'nada', t1)).toBe(tasks);
  });

  it('deletes by position', () => {
    const tasks = addTask(addTask(addTask([], 'a', t0), 'b', t0), 'c', t0);
    expect(removeTask(tasks, 1).map((t) => t.text)).toEqual(['a', 'c']);
    expect(removeTask(tasks, 9)).toBe(tasks);
  });

  it('stays within what the local store accepts', () => {
    const long = addTask([], 'x'.repeat(TODO_TEXT_MAX + 10), t0);
    expect(long[0].text).toHaveLength(TODO_TEXT_MAX);
    const full = Array.from({ length: TODO_MAX }, (_, i) => ({
      text: `t${i}`,
      createdAt: '',
      updatedAt: '',
      done: false,
    }));
    expect(addTask(full, 'one more', t0)).toBe(full);
  });

  it('ticks a task off and back on, its update time following; lists kept before read as not done', () => {
    const tasks = addTask([], 'Revisar', t0);
    const done = setTaskDone(tasks, 0, true, t1);
    expect(done).toEqual([{ text: 'Revisar', createdAt: t0.toISOString(), updatedAt: t1.toISOString(), done: true }]);
    expect(setTaskDone(done, 0, true, t1)).toBe(done);
    expect(setTaskDone(done, 0, false, t1)[0].done).toBe(false);
    expect(setTaskDone(tasks, 5, true, t1)).toBe(tasks);
    expect(scopedStateSchema.todo.parse([{ text: 'old', createdAt: 'a', updatedAt: 'b' }])).toEqual([
      { text: 'old', createdAt: 'a', updatedAt: 'b', done: false },
    ]);
  });
});

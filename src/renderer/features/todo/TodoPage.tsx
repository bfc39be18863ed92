import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { TODO_TEXT_MAX } from '@shared/local/schema';
import { useLocalScope } from '@renderer/session';
import { addTodo, editTodo, loadTasks, removeTodo, setTodoDone, useTodo } from './store';
import { TaskItem } from './TaskItem';

/** /todolist (spec 3): the user's own tasks, kept on this machine, with their update time. */
export default function TodoPage() {
  const { t } = useTranslation('todo');
  const scope = useLocalScope();
  const tasks = useTodo((s) => s.tasks);
  const loaded = useTodo((s) => s.loaded && s.scope === scope);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (scope) void loadTasks(scope);
  }, [scope]);

  const stopEditing = () => {
    setEditing(null);
    setText('');
  };

  const kept = (done: Promise<boolean>) =>
    done.catch((error: unknown) => {
      console.warn('tasks not kept', error);
      notifications.show({ color: 'red', message: t('saveError') });
      return true;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Blank text is ignored (spec 3): nothing is added or changed, the field keeps what was typed.
    if (!text.trim()) return;
    await kept(editing === null ? addTodo(text) : editTodo(editing, text));
    stopEditing();
    input.current?.focus();
  };

  const startEditing = (index: number) => {
    setEditing(index);
    setText(tasks[index].text);
    input.current?.focus();
  };

  const remove = (index: number) => {
    if (editing === index) stopEditing();
    else if (editing !== null && editing > index) setEditing(editing - 1);
    void kept(removeTodo(index));
  };

  return (
    <Stack p="md" gap="md" maw={760} w="100%">
      <div>
        <Title order={1} size="h3">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('localOnly')}
        </Text>
      </div>
      <form onSubmit={(e) => void submit(e)}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            ref={input}
            style={{ flex: 1 }}
            label={t(editing === null ? 'newTask' : 'editTask')}
            value={text}
            maxLength={TODO_TEXT_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && editing !== null) stopEditing();
            }}
            disabled={!loaded}
          />
          <Button type="submit" disabled={!loaded}>
            {t(editing === null ? 'add' : 'save')}
          </Button>
          {editing !== null && (
            <Button variant="default" onClick={stopEditing}>
              {t('cancel')}
            </Button>
          )}
        </Group>
      </form>
      {!loaded ? (
        <Center>
          <Loader role="progressbar" aria-label={t('loading')} />
        </Center>
      ) : tasks.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Stack component="ul" aria-label={t('list')} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {tasks.map((task, index) => (
            <TaskItem
              key={`${task.createdAt}-${index}`}
              task={task}
              editing={editing === index}
              onEdit={() => startEditing(index)}
              onDelete={() => remove(index)}
              onDone={(done) => void kept(setTodoDone(index, done))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { ActionIcon, Checkbox, Group, Paper, Text } from '@mantine/core';
import { LazyTooltip } from '@renderer/ui';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TodoTask } from '@shared/local/schema';

/** How much of a task's text names its buttons (a long task would make a long name). */
const NAME_CHARS = 60;

const short = (text: string) => (text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS)}…` : text);

interface TaskItemProps {
  task: TodoTask;
  editing: boolean;
  onEdit(): void;
  onDelete(): void;
  onDone(done: boolean): void;
}

/** One task: its done box, its text (struck through when done), when it was last changed, and its edit and delete buttons. */
export function TaskItem({ task, editing, onEdit, onDelete, onDone }: TaskItemProps) {
  const { t, i18n } = useTranslation('todo');
  const updated = new Date(task.updatedAt);
  const date = Number.isNaN(updated.getTime())
    ? task.updatedAt
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(updated);
  const name = short(task.text);

  return (
    <Paper component="li" withBorder p="sm" bg={editing ? 'var(--mantine-primary-color-light)' : undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Checkbox
          mt={3}
          checked={task.done}
          onChange={(e) => onDone(e.currentTarget.checked)}
          aria-label={t('done', { text: name })}
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text
            td={task.done ? 'line-through' : undefined}
            c={task.done ? 'dimmed' : undefined}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {task.text}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={task.updatedAt}>{t('updatedAt', { date })}</time>
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <LazyTooltip label={t('edit', { text: name })}>
            <ActionIcon variant="subtle" aria-label={t('edit', { text: name })} onClick={onEdit}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </LazyTooltip>
          <LazyTooltip label={t('delete', { text: name })}>
            <ActionIcon variant="subtle" color="red" aria-label={t('delete', { text: name })} onClick={onDelete}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </LazyTooltip>
        </Group>
      </Group>
    </Paper>
  );
}

import { useMemo } from 'react';
import { Group, Switch, Text } from '@mantine/core';
import { IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuickMessage } from '@shared/api/quickMessage';
import { RowAction, type TableColumn } from '@renderer/ui';
import { mayEdit } from './quickMessageForm';

interface ColumnActions {
  user: { id: number; profile: string };
  onToggle(record: QuickMessage): void;
  onEdit(record: QuickMessage): void;
  onDelete(record: QuickMessage): void;
}

/**
 * The table of spec 2: shortcode, attachment name, active flag, actions. A reply the user may not
 * change (another's, view-only) shows its state as text and its buttons disabled, with the reason.
 */
export function useQuickMessageColumns({
  user,
  onToggle,
  onEdit,
  onDelete,
}: ColumnActions): TableColumn<QuickMessage>[] {
  const { t } = useTranslation('quickMessages');
  return useMemo(
    () => [
      {
        key: 'shortcode',
        header: t('table.shortcode'),
        cell: (r) => (
          <Text size="sm" fw={500} truncate title={r.message || undefined}>
            /{r.shortcode}
          </Text>
        ),
      },
      {
        key: 'media',
        header: t('table.mediaName'),
        cell: (r) =>
          r.mediaName ? (
            <Group gap={4} wrap="nowrap">
              <IconPaperclip size={14} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" truncate>
                {r.mediaName}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noAttachment')}
            </Text>
          ),
      },
      {
        key: 'status',
        header: t('table.status'),
        width: 96,
        // A disabled switch hides its state (Mantine greys both), so a reply the user may not change says it in words.
        cell: (r) =>
          mayEdit(user, r) ? (
            <Switch
              aria-label={t('statusOf', { shortcode: r.shortcode })}
              checked={r.status}
              onChange={() => onToggle(r)}
            />
          ) : (
            <Text size="sm" c={r.status ? undefined : 'dimmed'}>
              {t(r.status ? 'active' : 'inactive')}
            </Text>
          ),
      },
      {
        key: 'actions',
        header: t('table.actions'),
        width: 104,
        align: 'right',
        cell: (r) => {
          const allowed = mayEdit(user, r);
          const hint = allowed ? undefined : t('readOnly');
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <RowAction label={t('edit', { shortcode: r.shortcode })} disabledReason={hint} onClick={() => onEdit(r)}>
                <IconPencil size={18} aria-hidden />
              </RowAction>
              <RowAction
                label={t('delete', { shortcode: r.shortcode })}
                disabledReason={hint}
                color="red"
                onClick={() => onDelete(r)}
              >
                <IconTrash size={18} aria-hidden />
              </RowAction>
            </Group>
          );
        },
      },
    ],
    [t, user, onToggle, onEdit, onDelete],
  );
}

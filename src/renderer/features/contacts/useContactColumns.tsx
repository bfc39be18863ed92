import { useMemo } from 'react';
import { ActionIcon, Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import { colorOrFallback, Initials, readableText, type TableColumn } from '@renderer/ui';
import { useDisplayNumber } from './displayNumber';

interface ColumnActions {
  /** contacts-page:deleteContact: admins (spec 1 §6); others get no delete button. */
  canDelete: boolean;
  onEdit(contact: Contact): void;
  onBlock(contact: Contact): void;
  onDelete(contact: Contact): void;
}

/** The contacts table: name (with the picture), number, email, tags, status, actions. */
export function useContactColumns({ canDelete, onEdit, onBlock, onDelete }: ColumnActions): TableColumn<Contact>[] {
  const { t } = useTranslation('contacts');
  const show = useDisplayNumber();
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('page.table.name'),
        cell: (c) => (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={c.urlPicture || c.profilePicUrl || null} alt="" radius="xl" size="sm" color="blue">
              <Initials name={c.name} />
            </Avatar>
            <Text size="sm" fw={500} truncate>
              {c.name}
            </Text>
          </Group>
        ),
      },
      {
        key: 'number',
        header: t('page.table.number'),
        // Wide enough for '+55 65 99999 1234' on one line.
        width: 168,
        cell: (c) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {show(c)}
          </Text>
        ),
      },
      {
        key: 'email',
        header: t('page.table.email'),
        cell: (c) => (
          <Text size="sm" truncate>
            {c.email}
          </Text>
        ),
      },
      {
        key: 'tags',
        header: t('page.table.tags'),
        cell: (c) => (
          <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {c.tags.map((tag) => {
              const bg = colorOrFallback(tag.color);
              return (
                <Badge
                  key={tag.id}
                  size="sm"
                  radius="sm"
                  style={{ background: bg, color: readableText(bg), flexShrink: 0 }}
                >
                  {tag.name}
                </Badge>
              );
            })}
          </Group>
        ),
      },
      {
        key: 'status',
        header: t('page.table.status'),
        width: 100,
        cell: (c) =>
          c.active ? (
            <Text size="sm">{t('page.active')}</Text>
          ) : (
            <Badge color="red" variant="light">
              {t('page.blocked')}
            </Badge>
          ),
      },
      {
        key: 'actions',
        header: t('page.table.actions'),
        width: 120,
        align: 'right' as const,
        cell: (c) => {
          const block = t(c.active ? 'page.block' : 'page.unblock', { name: c.name });
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('page.edit', { name: c.name })} withArrow>
                <ActionIcon variant="subtle" aria-label={t('page.edit', { name: c.name })} onClick={() => onEdit(c)}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={block} withArrow>
                <ActionIcon variant="subtle" aria-label={block} onClick={() => onBlock(c)}>
                  {c.active ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
              {canDelete && (
                <Tooltip label={t('page.delete', { name: c.name })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('page.delete', { name: c.name })}
                    onClick={() => onDelete(c)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        },
      },
    ],
    [t, show, canDelete, onEdit, onBlock, onDelete],
  );
}

import { useMemo } from 'react';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@shared/api/user';
import { UserAvatar } from '@renderer/features/userPicture';
import { colorOrFallback, readableText, type TableColumn } from '@renderer/ui';

interface ColumnActions {
  /** The signed-in admin: their own row cannot be deleted, nor a super user's unless they are one (the server refuses both too). */
  me: { id: number; super: boolean };
  onEdit(row: UserRow): void;
  onDelete(row: UserRow): void;
}

/** The users table: name, email, profile, queues, actions. */
export function useUserColumns({ me, onEdit, onDelete }: ColumnActions): TableColumn<UserRow>[] {
  const { t } = useTranslation('users');
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('table.name'),
        cell: (r) => (
          <Group gap="xs" wrap="nowrap">
            <UserAvatar user={r} />
            <Text size="sm" fw={500} truncate>
              {r.name}
            </Text>
          </Group>
        ),
      },
      {
        key: 'email',
        header: t('table.email'),
        cell: (r) => (
          <Text size="sm" truncate>
            {r.email}
          </Text>
        ),
      },
      {
        key: 'profile',
        header: t('table.profile'),
        width: 120,
        cell: (r) => <Text size="sm">{t(`profiles.${r.profile}`)}</Text>,
      },
      {
        key: 'queues',
        header: t('table.queues'),
        cell: (r) =>
          r.queues.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noQueues')}
            </Text>
          ) : (
            <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
              {r.queues.map((q) => {
                const bg = colorOrFallback(q.color ?? '');
                return (
                  <Badge
                    key={q.id}
                    size="sm"
                    radius="sm"
                    style={{ background: bg, color: readableText(bg), flex: 'none' }}
                  >
                    {q.name}
                  </Badge>
                );
              })}
            </Group>
          ),
      },
      {
        key: 'actions',
        header: t('table.actions'),
        width: 104,
        align: 'right',
        cell: (r) => {
          const locked = r.id === me.id ? t('notSelf') : r.super && !me.super ? t('notSuper') : null;
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('edit', { name: r.name })} withArrow>
                <ActionIcon variant="subtle" aria-label={t('edit', { name: r.name })} onClick={() => onEdit(r)}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={locked ?? t('delete', { name: r.name })} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('delete', { name: r.name })}
                  aria-description={locked ?? undefined}
                  disabled={locked !== null}
                  onClick={() => onDelete(r)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        },
      },
    ],
    [t, me, onEdit, onDelete],
  );
}

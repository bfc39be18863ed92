import { useMemo } from 'react';
import { ActionIcon, Group, Menu, Stack, Text, ThemeIcon } from '@mantine/core';
import { LazyTooltip } from '@renderer/ui';
import {
  IconAlertTriangle,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconDots,
  IconLoader2,
  IconPencil,
  IconQrcode,
  IconStarFilled,
  IconTrash,
  IconWifi,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import type { TableColumn } from '@renderer/ui';
import { SessionActions, type SessionHandlers } from './SessionActions';
import { statusKey } from './sessionState';

interface ColumnOptions extends SessionHandlers {
  /** Admins (and allowConnections users) see the session and actions columns (spec 2 §2). */
  manager: boolean;
  /** Below ~1100 px: the number goes under the name and edit/delete fold into a menu. */
  compact: boolean;
  now: number;
  onEdit(row: ConnectionRecord): void;
  onDelete(row: ConnectionRecord): void;
}

const CHANNEL_ICONS = {
  facebook: { Icon: IconBrandFacebook, color: 'blue' },
  instagram: { Icon: IconBrandInstagram, color: 'pink' },
  whatsapp: { Icon: IconBrandWhatsapp, color: 'green' },
  whatsappapi: { Icon: IconBrandWhatsapp, color: 'teal' },
} as const;

const STATUS_ICONS: Record<string, { Icon: typeof IconWifi; color: string }> = {
  CONNECTED: { Icon: IconWifi, color: 'green' },
  qrcode: { Icon: IconQrcode, color: 'yellow' },
  OPENING: { Icon: IconLoader2, color: 'blue' },
  connecting: { Icon: IconLoader2, color: 'blue' },
  PAIRING: { Icon: IconLoader2, color: 'blue' },
};

/** The connections table: channel, name, number, status, session, last update, default, actions. */
export function useConnectionColumns(o: ColumnOptions): TableColumn<ConnectionRecord>[] {
  const { t } = useTranslation('connections');
  const { manager, compact, now, onEdit, onDelete, onShowQr, onRetry, onNewQr, onDisconnect, onCloseImported } = o;
  return useMemo(() => {
    const statusText = (status: string) =>
      t(`status.${statusKey(status)}`, { defaultValue: t('status.unknown', { status }) });
    const columns: (TableColumn<ConnectionRecord> | false)[] = [
      {
        key: 'channel',
        header: t('table.channel'),
        width: compact ? 56 : 72,
        cell: (w) => {
          const { Icon, color } = CHANNEL_ICONS[w.channel ?? 'whatsapp'];
          const label = t(`channel.${w.channel ?? 'whatsapp'}`);
          return (
            <LazyTooltip label={label} withArrow>
              <ThemeIcon variant="light" color={color} radius="xl" role="img" aria-label={label}>
                <Icon size={18} aria-hidden />
              </ThemeIcon>
            </LazyTooltip>
          );
        },
      },
      {
        key: 'name',
        header: t('table.name'),
        cell: (w) =>
          compact ? (
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500} truncate>
                {w.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {w.number || '—'}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" fw={500} truncate>
              {w.name}
            </Text>
          ),
      },
      !compact && {
        key: 'number',
        header: t('table.number'),
        width: 140,
        cell: (w) => <Text size="sm">{w.number || '—'}</Text>,
      },
      {
        key: 'status',
        header: t('table.status'),
        width: compact ? 60 : 72,
        align: 'center',
        cell: (w) => {
          const { Icon, color } = STATUS_ICONS[statusKey(w.status)] ?? { Icon: IconAlertTriangle, color: 'red' };
          const label = statusText(w.status);
          return (
            <LazyTooltip label={label} withArrow>
              <ThemeIcon variant="subtle" color={color} role="img" aria-label={label} data-status={w.status}>
                <Icon size={20} aria-hidden />
              </ThemeIcon>
            </LazyTooltip>
          );
        },
      },
      manager && {
        key: 'session',
        header: t('table.session'),
        width: compact ? 196 : 220,
        cell: (w) => (
          <SessionActions
            row={w}
            now={now}
            onShowQr={onShowQr}
            onRetry={onRetry}
            onNewQr={onNewQr}
            onDisconnect={onDisconnect}
            onCloseImported={onCloseImported}
          />
        ),
      },
      {
        key: 'updatedAt',
        header: t('table.lastUpdate'),
        width: compact ? 112 : 130,
        cell: (w) => <Text size="sm">{w.updatedAt ? dayjs(w.updatedAt).format('DD/MM/YY HH:mm') : '—'}</Text>,
      },
      {
        key: 'default',
        header: t('table.default'),
        width: compact ? 64 : 76,
        align: 'center',
        cell: (w) =>
          w.isDefault ? (
            <ThemeIcon variant="subtle" color="yellow" role="img" aria-label={t('isDefault')}>
              <IconStarFilled size={18} aria-hidden />
            </ThemeIcon>
          ) : null,
      },
      manager && {
        key: 'actions',
        header: t('table.actions'),
        width: compact ? 64 : 92,
        align: 'right',
        cell: (w) =>
          compact ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('more') + ': ' + w.name}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(w)}>
                  {t('edit', { name: w.name })}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(w)}>
                  {t('delete', { name: w.name })}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <LazyTooltip label={t('edit', { name: w.name })} withArrow>
                <ActionIcon variant="subtle" aria-label={t('edit', { name: w.name })} onClick={() => onEdit(w)}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </LazyTooltip>
              <LazyTooltip label={t('delete', { name: w.name })} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('delete', { name: w.name })}
                  onClick={() => onDelete(w)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </LazyTooltip>
            </Group>
          ),
      },
    ];
    return columns.filter((c): c is TableColumn<ConnectionRecord> => c !== false);
  }, [t, manager, compact, now, onEdit, onDelete, onShowQr, onRetry, onNewQr, onDisconnect, onCloseImported]);
}

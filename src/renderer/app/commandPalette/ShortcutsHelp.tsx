import { Group, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Command } from '@renderer/ui';
import { Keys } from './CommandPalette';
import { formatShortcut, isMacPlatform } from './formatShortcut';

/** Keys every screen knows (the palette, this help, the ticket list's own keys, Escape). */
export const FIXED_SHORTCUTS: { label: string; shortcuts: string[] }[] = [
  { label: 'help.palette', shortcuts: ['mod+K'] },
  { label: 'help.help', shortcuts: ['shift+?'] },
  { label: 'help.listMove', shortcuts: ['ArrowUp', 'ArrowDown', 'J', 'K'] },
  { label: 'help.listOpen', shortcuts: ['Enter'] },
  { label: 'help.close', shortcuts: ['Escape'] },
];

interface Props {
  opened: boolean;
  onClose(): void;
  commands: readonly Command[];
}

/** The shortcuts help (Shift+?): the fixed keys, then every registered command that has one. */
export function ShortcutsHelp({ opened, onClose, commands }: Props) {
  const { t } = useTranslation('commands');
  const mac = isMacPlatform();
  const fixed = new Set(FIXED_SHORTCUTS.flatMap((f) => f.shortcuts.map((s) => s.toLowerCase())));
  const rows = [
    ...FIXED_SHORTCUTS.map((f) => ({ id: f.label, label: t(f.label), shortcuts: f.shortcuts })),
    ...commands
      .filter((c) => c.shortcut && !fixed.has(c.shortcut.toLowerCase()))
      .map((c) => ({ id: c.id, label: c.label, shortcuts: [c.shortcut!] })),
  ];

  return (
    <Modal opened={opened} onClose={onClose} title={t('help.title')} size="lg">
      <Table aria-label={t('help.table')} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('help.action')}</Table.Th>
            <Table.Th>{t('help.keys')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  {row.shortcuts.map((shortcut, i) => (
                    <Group key={shortcut} gap={6} wrap="nowrap">
                      {i > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('help.or')}
                        </Text>
                      )}
                      <Keys keys={formatShortcut(shortcut, mac)} />
                    </Group>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

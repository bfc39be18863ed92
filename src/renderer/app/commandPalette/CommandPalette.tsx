import { useMemo, useState, type KeyboardEvent } from 'react';
import { Group, Kbd, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Command } from '@renderer/ui';
import { formatShortcut, isMacPlatform } from './formatShortcut';
import { GROUP_ORDER, matchCommands } from './matchCommands';

const LISTBOX_ID = 'command-palette-listbox';
const optionId = (index: number) => `command-palette-option-${index}`;

interface Props {
  opened: boolean;
  onClose(): void;
  commands: readonly Command[];
}

/**
 * The command palette (Ctrl/Cmd+K): a dialog with a combobox over a listbox of commands, the
 * current ticket's actions and the screens the user may open. Up/Down move, Enter runs, Escape
 * closes; typing filters (accents and case ignored).
 */
export function CommandPalette({ opened, onClose, commands }: Props) {
  const { t } = useTranslation('commands');
  return (
    // No opening animation: the transition mounts the content a frame later, and letters typed
    // right after Ctrl+K in that frame went to the page instead of the search.
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('palette.title')}
      size="lg"
      yOffset="12vh"
      transitionProps={{ duration: 0 }}
    >
      {/* Mounted per opening: each starts with an empty search and the first command active. */}
      {opened && <PaletteBody commands={commands} onClose={onClose} />}
    </Modal>
  );
}

function PaletteBody({ commands, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('commands');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => matchCommands(commands, query, (g) => t(`groups.${g}`)), [commands, query, t]);
  const current = Math.min(active, Math.max(0, results.length - 1));
  const mac = isMacPlatform();

  const run = (command: Command | undefined) => {
    if (!command) return;
    onClose();
    command.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(results[current]);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        // Focused as it mounts, in the same commit as Ctrl+K's: the dialog's focus trap
        // (data-autofocus) would move the caret only a task later.
        autoFocus
        data-autofocus
        role="combobox"
        aria-label={t('palette.search')}
        aria-expanded={results.length > 0}
        aria-controls={LISTBOX_ID}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
        placeholder={t('palette.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      <div id={LISTBOX_ID} role="listbox" aria-label={t('palette.results')} style={{ maxHeight: 360, overflowY: 'auto' }}>
        {GROUP_ORDER.map((group) => {
          const members = results.map((command, index) => ({ command, index })).filter((r) => r.command.group === group);
          if (members.length === 0) return null;
          return (
            <div key={group} role="group" aria-label={t(`groups.${group}`)}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" px="xs" pt="xs" pb={4} aria-hidden>
                {t(`groups.${group}`)}
              </Text>
              {members.map(({ command, index }) => (
                <UnstyledButton
                  key={command.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  // The input keeps the focus; the options are reached through aria-activedescendant.
                  tabIndex={-1}
                  onMouseMove={() => index !== current && setActive(index)}
                  onClick={() => run(command)}
                  px="xs"
                  py={6}
                  w="100%"
                  style={{
                    display: 'block',
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: index === current ? 'var(--mantine-primary-color-light)' : undefined,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{command.label}</Text>
                    {command.shortcut && <Keys keys={formatShortcut(command.shortcut, mac)} />}
                  </Group>
                </UnstyledButton>
              ))}
            </div>
          );
        })}
      </div>
      {results.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" role="status">
          {t('palette.empty')}
        </Text>
      )}
    </Stack>
  );
}

/** A key combination as keycaps. */
export function Keys({ keys }: { keys: string[] }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {keys.map((key, i) => (
        <Kbd key={i} size="xs">
          {key}
        </Kbd>
      ))}
    </Group>
  );
}

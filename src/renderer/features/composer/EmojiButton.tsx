import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Loader, Popover, useComputedColorScheme } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// Its own chunk: the picker and its emoji data load the first time someone opens it.
const EmojiPanel = lazy(() => import('./EmojiPanel'));

/** The emoji button and its popover; a picked emoji goes in at the caret and the popover stays open. */
export function EmojiButton({ onPick, disabled }: { onPick(emoji: string): void; disabled?: boolean }) {
  const { t } = useTranslation('composer');
  const [opened, setOpened] = useState(false);
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" trapFocus returnFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('emoji.open')}
          aria-expanded={opened}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
        >
          <IconMoodSmile size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('emoji.open')}>
        <Suspense fallback={<Loader role="progressbar" m="md" aria-label={t('emoji.loading')} />}>
          <EmojiPanel onPick={onPick} dark={dark} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}

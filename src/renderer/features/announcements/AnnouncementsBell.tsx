import { useEffect, useMemo, useState, type UIEvent } from 'react';
import { ActionIcon, Button, Center, Indicator, Loader, Popover, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened, PopoverScroller, useCloseOnEscape, useFirstScreenShown } from '@renderer/ui';
import type { Announcement } from '@shared/api/announcement';
import { LIMITS } from '@shared/domain/constants';
import { AnnouncementItem } from './AnnouncementItem';
import { AnnouncementModal } from './AnnouncementModal';
import { nextSeenAt, unseenLabel } from './unseen';
import { useAnnouncementList } from './useAnnouncementList';
import { useSeenAt } from './useSeenAt';

const HEADING_ID = 'announcements-heading';

/**
 * The top bar's announcements (spec 1 §2 "Top bar", issue 15): the active ones newest first in a
 * popover, the next page near the end of the scroll, live on `company-announcement`; each opens in
 * full in a dialog. The icon counts the ones created since this user last opened the list.
 */
export function AnnouncementsBell() {
  const { t } = useTranslation('announcements');
  const [opened, setOpened] = useState(false);
  useCloseOnEscape(opened, setOpened);
  const [shownId, setShownId] = useState<number | null>(null);
  // Read once the first screen is shown (issue 18): the inbox's first row does not wait for it.
  const list = useAnnouncementList('', true, !useFirstScreenShown());
  // A super user's pages hold the inactive ones too: the top bar shows only what is published.
  const active = useMemo(() => list.rows.filter((r) => r.status), [list.rows]);
  const { seenAt, markSeen } = useSeenAt();
  const unseen = seenAt === undefined ? null : unseenLabel(active, seenAt, list.hasMore);

  // Open, the list is seen: what is shown now (and what arrives while it stays open).
  useEffect(() => {
    if (!opened || seenAt === undefined) return;
    const next = nextSeenAt(active, seenAt);
    if (next) markSeen(next);
  }, [opened, active, seenAt, markSeen]);

  // The row itself, so an edit shows in the open dialog and a deletion closes it.
  const shown = active.find((r) => r.id === shownId) ?? null;

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus>
        <Indicator label={<span aria-hidden>{unseen}</span>} disabled={!unseen} size={18} offset={6} color="red">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={unseen ? t('bellUnseen', { count: parseInt(unseen, 10), label: unseen }) : t('bell')}
              onClick={() => setOpened((o) => !o)}
            >
              <IconSpeakerphone size={20} />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown p={0} aria-labelledby={HEADING_ID}>
          <AnnouncementsPanel
            list={{ ...list, rows: active }}
            onOpen={(a) => {
              setOpened(false);
              setShownId(a.id);
            }}
          />
        </Popover.Dropdown>
      </Popover>
      {/* Mounted the first time one is opened: closed, it rendered with the top bar on every start. */}
      <MountWhenOpened opened={shown !== null}>
        {() => <AnnouncementModal announcement={shown} onClose={() => setShownId(null)} />}
      </MountWhenOpened>
    </>
  );
}

type List = ReturnType<typeof useAnnouncementList>;

function AnnouncementsPanel({ list, onOpen }: { list: List; onOpen(a: Announcement): void }) {
  const { t } = useTranslation('announcements');
  const { rows, loading, error } = list;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < LIMITS.infiniteScrollThresholdPx) list.loadMore();
  };

  return (
    <Stack gap={0}>
      <Title order={2} size="h5" id={HEADING_ID} px="sm" py="xs">
        {t('popover.title')}
      </Title>
      <PopoverScroller labelledBy={HEADING_ID} onScroll={onScroll}>
        {rows.length > 0 && (
          <ul aria-label={t('popover.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((a) => (
              <li key={a.id}>
                <AnnouncementItem announcement={a} onOpen={() => onOpen(a)} />
              </li>
            ))}
          </ul>
        )}
        {loading && (
          <Center py="sm">
            <Loader role="progressbar" size="sm" aria-label={t('popover.loading')} />
          </Center>
        )}
        {!loading && !!error && (
          <Stack align="center" gap="xs" py="sm">
            <Text size="sm" role="alert">
              {t('popover.loadError')}
            </Text>
            <Button size="xs" variant="light" onClick={list.retry}>
              {t('popover.retry')}
            </Button>
          </Stack>
        )}
        {!loading && !error && rows.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('popover.empty')}
          </Text>
        )}
      </PopoverScroller>
    </Stack>
  );
}

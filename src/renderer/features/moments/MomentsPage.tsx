import { useMemo } from 'react';
import { Badge, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/api/user';
import { canViewMoments } from '@shared/domain/permissions';
import { ApiError } from '@renderer/api';
import { useUser } from '@renderer/session';
import { ErrorState, ForbiddenPage, Initials, PageHeader } from '@renderer/ui';
import { MomentCard } from './MomentCard';
import { mayOpenTicket, panelCards, waitingLevel } from './panel';
import { useMomentsPanel } from './useMomentsPanel';
import classes from './MomentsPage.module.css';

/** The queue card's level colours, dark enough for white text (WCAG AA) except yellow, which takes dark text. */
const LEVEL = {
  green: { accent: 'var(--mantine-color-green-7)', badge: 'green.9', text: undefined },
  yellow: { accent: 'var(--mantine-color-yellow-5)', badge: 'yellow.5', text: 'var(--mantine-color-black)' },
  red: { accent: 'var(--mantine-color-red-7)', badge: 'red.9', text: undefined },
} as const;

/** /moments: a profile user without allowRealTime gets the no-permission view (spec 1 §2). */
export default function MomentsPage() {
  const user = useUser();
  return canViewMoments(user) ? <MomentsPanel viewer={user} /> : <ForbiddenPage />;
}

function MomentsPanel({ viewer }: { viewer: User }) {
  const { t } = useTranslation('moments');
  const { panel, load, retry } = useMomentsPanel();
  const cards = useMemo(() => panelCards(panel), [panel]);

  // The backend has the last word: a 403 (permissions changed meanwhile) is the same view.
  if (load.status === 'failed' && load.error instanceof ApiError && load.error.status === 403) return <ForbiddenPage />;

  const level = waitingLevel(cards.waiting.length);
  const canOpen = (ticket: Parameters<typeof mayOpenTicket>[1]) => mayOpenTicket(viewer, ticket);
  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflowY: 'auto' }}>
      <PageHeader title={t('title')} />
      {load.status === 'loading' && (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('title')} />
        </Center>
      )}
      {load.status === 'failed' && <ErrorState message={t('loadFailed')} onRetry={retry} />}
      {load.status === 'ready' && (
        <>
          <div className={classes.grid}>
            <MomentCard
              title={t('waiting')}
              accent={LEVEL[level].accent}
              badge={
                <>
                  <Badge color={LEVEL[level].badge} style={{ color: LEVEL[level].text }} data-level={level} aria-hidden>
                    {cards.waiting.length}
                  </Badge>
                  <VisuallyHidden>{`${t('waitingCount', { count: cards.waiting.length })}: ${t(`level.${level}`)}`}</VisuallyHidden>
                </>
              }
              listLabel={t('waitingTickets')}
              tickets={cards.waiting}
              empty={t('noWaiting')}
              canOpen={canOpen}
            />
            {cards.attendants.map((card) => (
              <MomentCard
                key={card.user.id}
                title={card.user.name}
                avatar={<Initials name={card.user.name} />}
                accent="var(--mantine-primary-color-filled)"
                badge={
                  <>
                    <Badge variant="light" aria-hidden>
                      {card.tickets.length}
                    </Badge>
                    <VisuallyHidden>{t('attending', { count: card.tickets.length })}</VisuallyHidden>
                  </>
                }
                listLabel={t('tickets', { name: card.user.name })}
                tickets={card.tickets}
                empty=""
                canOpen={canOpen}
              />
            ))}
          </div>
          {cards.attendants.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('noAttendants')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Ticket } from '@shared/api/ticket';
import { MomentTicketRow } from './MomentTicketRow';
import classes from './MomentsPage.module.css';

interface MomentCardProps {
  title: string;
  /** Beside the title: the count (and for the queue card its level). */
  badge: ReactNode;
  /** The accessible name of the card's list ('Atendimentos de Ana'). */
  listLabel: string;
  tickets: Ticket[];
  empty: string;
  /** The top border's colour (the queue card's level; the attendants' cards a neutral one). */
  accent: string;
  canOpen(ticket: Ticket): boolean;
  avatar?: ReactNode;
}

/** A card of the panel: a titled region with its tickets, the list scrolling inside when long. */
export function MomentCard({ title, badge, listLabel, tickets, empty, accent, canOpen, avatar }: MomentCardProps) {
  const titleId = useId();
  return (
    <Card
      withBorder
      padding="sm"
      className={classes.card}
      style={{ borderTopColor: accent }}
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {avatar}
          <Title order={2} size="h5" id={titleId} lineClamp={1}>
            {title}
          </Title>
        </Group>
        {badge}
      </Group>
      {tickets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        // Focusable: a list that scrolls must be reachable from the keyboard.
        <ul className={classes.list} aria-label={listLabel} tabIndex={0}>
          {tickets.map((ticket) => (
            <MomentTicketRow key={ticket.id} ticket={ticket} canOpen={canOpen(ticket)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

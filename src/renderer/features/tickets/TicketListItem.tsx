import { memo } from 'react';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconUser } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import type { Ticket } from '@shared/api/ticket';
import { LIMITS, cut } from '@shared/domain/constants';
import { plainText } from '@shared/domain/richText';
import { useTickets } from './store';
import classes from './TicketListItem.module.css';

const CHANNEL_ICONS = {
  whatsapp: IconBrandWhatsapp,
  whatsappapi: IconBrandWhatsapp,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
};
const MAX_TAGS = 3;

/** HH:mm when today, else dd/MM/yyyy (spec 1 §2). */
export function ticketTime(updatedAt: string, now = dayjs()): string {
  const when = dayjs(updatedAt);
  return when.isSame(now, 'day') ? when.format('HH:mm') : when.format('DD/MM/YYYY');
}

/** The name a ticket shows: the contact's (or number), cut at 60 characters. */
export const ticketName = (ticket: Ticket) => cut(ticket.contact.name || ticket.contact.number, LIMITS.ticketNameMax);

/** Black or white, whichever reads on a `#rgb`/`#rrggbb` background. */
export function contrastText(background: string): string {
  const hex = background.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? '#000' : '#fff';
}

/** The last message as the row shows it: plain text (no *bold* markers), cut. */
export const ticketPreview = (ticket: Ticket) => cut(plainText(ticket.lastMessage ?? ''), LIMITS.ticketLastMessageMax);

/** What a screen reader says for a row: name, last message, unread count. */
function optionLabel(ticket: Ticket, t: TFunction): string {
  const label = `${ticketName(ticket)} ${ticketPreview(ticket)}`.trim();
  return ticket.unreadMessages > 0 ? `${label} (${t('list.unread', { count: ticket.unreadMessages })})` : label;
}

interface OptionProps {
  id: number;
  domId: string;
  index: number;
  start: number;
  size: number;
  setSize: number;
  selected: boolean;
  outlined: boolean;
  showAttendant: boolean;
  t: TFunction;
  onOpen(id: number, index: number): void;
}

/** One option of the virtualized listbox, positioned by the list; re-renders only when its ticket or place changes. */
export const TicketOption = memo(function TicketOption({
  id,
  domId,
  index,
  start,
  size,
  setSize,
  selected,
  outlined,
  showAttendant,
  t,
  onOpen,
}: OptionProps) {
  const ticket = useTickets((s) => s.byId[id]);
  if (!ticket) return null;
  return (
    <div
      id={domId}
      role="option"
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-label={optionLabel(ticket, t)}
      data-active={outlined || undefined}
      onClick={() => onOpen(id, index)}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: size,
        transform: `translateY(${start}px)`,
        cursor: 'pointer',
        outline: outlined ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -2,
      }}
    >
      <TicketListItem ticket={ticket} selected={selected} showAttendant={showAttendant} t={t} />
    </div>
  );
});

interface Props {
  ticket: Ticket;
  selected: boolean;
  showAttendant: boolean;
  t: TFunction;
}

/**
 * One row of a ticket list (spec 1 §2): picture, name, last message, queue colour, channel,
 * unread count, tags, attendant (admins), time.
 */
export const TicketListItem = memo(function TicketListItem({ ticket, selected, showAttendant, t }: Props) {
  const ChannelIcon = CHANNEL_ICONS[ticket.channel] ?? IconBrandWhatsapp;
  const name = ticketName(ticket);
  const extraTags = ticket.tags.length - MAX_TAGS;

  return (
    <div
      className={classes.row}
      data-selected={selected || undefined}
      style={ticket.queue ? ({ '--queue-color': ticket.queue.color } as React.CSSProperties) : undefined}
    >
      <div className={classes.avatar} aria-hidden>
        {ticket.contact.urlPicture ? (
          <img src={ticket.contact.urlPicture} alt="" loading="lazy" />
        ) : (
          name.slice(0, 2).toUpperCase()
        )}
      </div>
      <div className={classes.body}>
        <div className={`${classes.line} ${classes.spread}`}>
          <div className={classes.line}>
            <ChannelIcon
              size={14}
              aria-label={t(`list.channel.${ticket.channel}`)}
              role="img"
              className={classes.fixed}
            />
            <span className={`${classes.name} ${classes.truncate}`}>{name}</span>
          </div>
          <span className={`${classes.dimmed} ${classes.fixed}`}>{ticketTime(ticket.updatedAt)}</span>
        </div>
        <div className={`${classes.line} ${classes.spread}`}>
          <span className={`${classes.dimmed} ${classes.truncate}`}>{ticketPreview(ticket)}</span>
          {ticket.unreadMessages > 0 && (
            <span className={classes.unread} title={t('list.unread', { count: ticket.unreadMessages })}>
              {ticket.unreadMessages}
            </span>
          )}
        </div>
        <div className={classes.line}>
          <span className={`${classes.dimmed} ${classes.truncate} ${classes.fixed}`} style={{ maxWidth: '40%' }}>
            {ticket.queue?.name ?? t('list.noQueue')}
          </span>
          {showAttendant && ticket.user && (
            // Plain text with a person icon: a pill would read as one more tag.
            <span
              className={`${classes.dimmed} ${classes.line} ${classes.truncate}`}
              title={t('list.attendant', { name: ticket.user.name })}
            >
              <IconUser size={12} aria-hidden className={classes.fixed} />
              <span className={classes.truncate}>{ticket.user.name}</span>
            </span>
          )}
          {ticket.tags.slice(0, MAX_TAGS).map((tag) => (
            <span
              key={tag.id}
              className={classes.chip}
              style={{ background: tag.color, color: contrastText(tag.color) }}
            >
              {tag.name}
            </span>
          ))}
          {extraTags > 0 && (
            <span className={`${classes.chip} ${classes.dimmed}`} title={t('list.moreTags', { count: extraTags })}>
              +{extraTags}
            </span>
          )}
        </div>
      </div>
    </div>
  );
});

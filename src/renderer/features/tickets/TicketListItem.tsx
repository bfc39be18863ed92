import { Fragment, memo } from 'react';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconUser } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import type { Ticket } from '@shared/api/ticket';
import { LIMITS, cut } from '@shared/domain/constants';
import { plainText } from '@shared/domain/richText';
import { Initials, colorOrFallback, readableText } from '@renderer/ui';
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

/** The last message as the row shows it: plain text (no *bold* markers), cut. */
export const ticketPreview = (ticket: Ticket) => cut(plainText(ticket.lastMessage ?? ''), LIMITS.ticketLastMessageMax);

/**
 * What a screen reader says for a row, and what voice control matches: the row's visible text in
 * its order (WCAG 2.5.3, label in name) — name, time, last message, unread count, queue,
 * attendant, tags — the unread count with its meaning in brackets ("3 (não lidas)").
 */
export function optionLabel(ticket: Ticket, showAttendant: boolean, t: TFunction): string {
  const extraTags = ticket.tags.length - MAX_TAGS;
  const unread = ticket.unreadMessages;
  return [
    ticketName(ticket),
    ticketTime(ticket.updatedAt),
    ticketPreview(ticket),
    unread > 0 ? t('list.unreadBadge', { count: unread }) : '',
    ticket.queue?.name ?? t('list.noQueue'),
    showAttendant && ticket.user ? ticket.user.name : '',
    ...ticket.tags.slice(0, MAX_TAGS).map((tag) => tag.name),
    extraTags > 0 ? `+${extraTags}` : '',
  ]
    .filter(Boolean)
    .join(', ');
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
      aria-label={optionLabel(ticket, showAttendant, t)}
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

  // The {' '} between parts are not laid out (flex items), but keep the words apart in the row's
  // text, as the option's name has them (voice control and axe compare the two).
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
          <Initials name={name} />
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
          </div>{' '}
          <span className={`${classes.dimmed} ${classes.fixed}`}>{ticketTime(ticket.updatedAt)}</span>
        </div>{' '}
        <div className={`${classes.line} ${classes.spread}`}>
          <span className={`${classes.dimmed} ${classes.truncate}`}>{ticketPreview(ticket)}</span>
          {ticket.unreadMessages > 0 && ' '}
          {ticket.unreadMessages > 0 && (
            <span className={classes.unread} title={t('list.unread', { count: ticket.unreadMessages })}>
              {ticket.unreadMessages}
            </span>
          )}
        </div>{' '}
        <div className={classes.line}>
          <span className={`${classes.dimmed} ${classes.truncate} ${classes.fixed}`} style={{ maxWidth: '40%' }}>
            {ticket.queue?.name ?? t('list.noQueue')}
          </span>
          {showAttendant && ticket.user && ' '}
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
          {ticket.tags.slice(0, MAX_TAGS).map((tag) => {
            // Tag colours are the users' choice: the text is black or white, whichever reads on it.
            const background = colorOrFallback(tag.color);
            return (
              <Fragment key={tag.id}>
                {' '}
                <span className={classes.chip} style={{ background, color: readableText(background) }}>
                  {tag.name}
                </span>
              </Fragment>
            );
          })}
          {extraTags > 0 && ' '}
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

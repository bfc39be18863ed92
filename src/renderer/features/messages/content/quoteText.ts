import type { TFunction } from 'i18next';
import type { QuotedRef } from '../outgoing';
import { captionOf, fileNameOf, messageKind } from '../parse/messageKind';
import { parseVCards } from '../parse/vcard';

/** One line saying what a quoted message was: its text, or what kind of media it carried. */
export function quoteSummary(quoted: QuotedRef, t: TFunction): string {
  const message = { body: quoted.body ?? '', mediaType: quoted.mediaType ?? 'chat', mediaUrl: quoted.mediaUrl ?? null, mediaName: quoted.mediaName ?? null };
  switch (messageKind(message)) {
    case 'image':
    case 'sticker':
      return captionOf(message) || t('media.image');
    case 'video':
      return captionOf(message) || t('media.video');
    case 'audio':
      return t('audio.player');
    case 'document':
      return message.mediaName || message.body || fileNameOf(message.mediaUrl ?? '') || t('media.document');
    case 'location':
      return t('location.title');
    case 'contact':
      return parseVCards(message.body)[0]?.name || t('contactCard.title');
    default:
      return message.body;
  }
}

import { Stack, Text } from '@mantine/core';
import type { Message } from '@shared/api/message';
import { useFixedT } from '@renderer/i18n';
import { parseLocation } from '../parse/location';
import { captionOf, fileNameOf, messageKind } from '../parse/messageKind';
import { parseVCards } from '../parse/vcard';
import { AudioPlayer } from './AudioPlayer';
import { ContactCardContent } from './ContactCardContent';
import { DocumentContent } from './DocumentContent';
import { LocationContent } from './LocationContent';
import { ImageContent, VideoContent } from './MediaContent';
import { RichText } from './RichText';

const textStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export function BodyText({ body, dimmed = false }: { body: string; dimmed?: boolean }) {
  if (!body) return null;
  return (
    <Text size="sm" style={textStyle} c={dimmed ? 'dimmed' : undefined} td={dimmed ? 'line-through' : undefined}>
      <RichText body={body} />
    </Text>
  );
}

/** The size of a document when the backend tells it (fields some versions add). */
function sizeOf(message: Message): number | null {
  const extra = message as Message & { mediaSize?: unknown; size?: unknown };
  const value = Number(extra.mediaSize ?? extra.size);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** What a stored message shows, by kind (parse/messageKind). `dimmed`: a deleted message still shown. */
export function MessageContent({ message, dimmed = false }: { message: Message; dimmed?: boolean }) {
  const t = useFixedT('messages');
  const kind = messageKind(message);
  const caption = captionOf(message);
  switch (kind) {
    case 'image':
    case 'sticker':
      return (
        <Stack gap={4}>
          <ImageContent url={message.mediaUrl ?? null} alt={caption} />
          <BodyText body={caption} dimmed={dimmed} />
        </Stack>
      );
    case 'video':
      return (
        <Stack gap={4}>
          <VideoContent url={message.mediaUrl ?? null} />
          <BodyText body={caption} dimmed={dimmed} />
        </Stack>
      );
    case 'audio':
      return <AudioPlayer url={message.mediaUrl ?? null} />;
    case 'document': {
      // The family stores the file's name as the body when no caption was typed.
      const body = message.body.trim();
      const bodyIsName = /\.[a-z0-9]{1,8}$/i.test(body) && !body.includes('\n');
      const name = message.mediaName || (bodyIsName ? body : fileNameOf(message.mediaUrl ?? '')) || t('media.document');
      return (
        <Stack gap={4}>
          <DocumentContent url={message.mediaUrl ?? null} name={name} size={sizeOf(message)} />
          {!bodyIsName && body !== name && <BodyText body={caption} dimmed={dimmed} />}
        </Stack>
      );
    }
    case 'location': {
      const location = parseLocation(message.body);
      return location ? <LocationContent location={location} /> : <BodyText body={message.body} dimmed={dimmed} />;
    }
    case 'contact': {
      const cards = parseVCards(message.body);
      if (cards.length === 0) return <BodyText body={message.body} dimmed={dimmed} />;
      return (
        <Stack gap={4}>
          {cards.map((card, i) => (
            <ContactCardContent key={i} card={card} />
          ))}
        </Stack>
      );
    }
    default:
      return <BodyText body={message.body} dimmed={dimmed} />;
  }
}

import type { Message } from '@shared/api/message';

export type MessageKind =
  | 'text'
  | 'image'
  | 'video'
  | 'audio'
  | 'document'
  | 'location'
  | 'contact'
  | 'reaction'
  | 'call'
  | 'sticker';

const AUDIO_EXT = /\.(mp3|ogg|oga|opus|m4a|aac|wav|weba|amr)(\?|#|$)/i;
const VIDEO_EXT = /\.(mp4|webm|mov|m4v|3gp|mkv)(\?|#|$)/i;
const IMAGE_EXT = /\.(jpe?g|png|gif|webp|bmp|heic)(\?|#|$)/i;

/**
 * What a message is, from its mediaType (the Whaticket family's values: chat, extendedTextMessage,
 * image, audio/ptt, video, application/document, locationMessage, contactMessage,
 * reactionMessage, call_log, sticker…). A media type without a media address, or one this client
 * does not know, falls back to what the address looks like, else to text: nothing is dropped.
 */
export function messageKind(message: Pick<Message, 'mediaType' | 'mediaUrl' | 'body'>): MessageKind {
  const type = (message.mediaType ?? 'chat').toLowerCase();
  const url = message.mediaUrl ?? '';
  if (type === 'call_log' || type === 'calllog' || type === 'call') return 'call';
  if (type === 'reactionmessage' || type === 'reaction') return 'reaction';
  if (type === 'locationmessage' || type === 'livelocationmessage' || type === 'location') return 'location';
  if (type === 'contactmessage' || type === 'contactsarraymessage' || type === 'vcard') return 'contact';
  if (!url) return /^BEGIN:VCARD/i.test(message.body.trim()) ? 'contact' : 'text';
  if (type === 'image') return 'image';
  if (type === 'sticker' || type === 'stickermessage') return 'sticker';
  if (type === 'video' || type === 'gif') return 'video';
  if (type === 'audio' || type === 'ptt' || type === 'voice') return 'audio';
  if (type === 'application' || type === 'document' || type === 'documentmessage' || type === 'file') return 'document';
  if (AUDIO_EXT.test(url)) return 'audio';
  if (VIDEO_EXT.test(url)) return 'video';
  if (IMAGE_EXT.test(url)) return 'image';
  return 'document';
}

/** The last part of a media address, decoded: the file name when the body carries none. */
export function fileNameOf(url: string): string {
  try {
    const path = new URL(url, 'http://x').pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return url.slice(url.lastIndexOf('/') + 1);
  }
}

/**
 * Whether a media message's body is a caption worth showing: the family stores the file name as
 * the body when no caption was typed, which would only repeat what the media shows.
 */
export function captionOf(message: Pick<Message, 'body' | 'mediaUrl'> & { mediaName?: string | null }): string {
  const body = message.body.trim();
  if (!body || body === message.mediaName) return '';
  if (!message.mediaUrl) return body;
  const name = fileNameOf(message.mediaUrl);
  // Stored names often get a prefix (a timestamp) before the original name.
  return body === name || (/\.[a-z0-9]{1,8}$/i.test(body) && name.endsWith(body)) ? '' : body;
}

/** A short type label for a document: its extension in capitals (PDF, DOCX), or '' when none. */
export function fileTypeLabel(name: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name);
  return match ? match[1].toUpperCase() : '';
}

/** Bytes as people read them: 532 B, 14 KB, 2.4 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

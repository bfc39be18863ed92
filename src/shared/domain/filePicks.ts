/**
 * What each file picker of the app accepts (spec 1 §4, §5; spec 2 §5; spec 3 §5, §6), for the
 * desktop's native open dialog (extensions) and the browser's <input type=file> (accept) alike.
 */
export type FilePickKind =
  | 'attachment'
  | 'attachmentImage'
  | 'attachmentVideo'
  | 'attachmentAudio'
  | 'spreadsheet'
  | 'contactImport'
  | 'image'
  | 'connectionMedia';

export interface FilePick {
  /** Dialog filter extensions, without dots; '*' for any file. */
  extensions: string[];
  /** The <input type=file> accept attribute ('' for any file). */
  accept: string;
}

const IMAGES = ['png', 'jpg', 'jpeg'];
const VIDEOS = ['mp4', 'webm', 'mov', 'mkv', 'avi', '3gp'];
const AUDIOS = ['mp3', 'ogg', 'oga', 'opus', 'wav', 'm4a', 'aac', 'amr', 'flac', 'webm'];

export const FILE_PICKS: Record<FilePickKind, FilePick> = {
  /** The composer's attachments: any file. */
  attachment: { extensions: ['*'], accept: '' },
  /** The composer's 'Imagem', 'Vídeo' and 'Áudio' entries: that kind of media (spec 1 §2 "Composer"). */
  attachmentImage: { extensions: [...IMAGES, 'gif', 'webp', 'bmp', 'heic'], accept: 'image/*' },
  attachmentVideo: { extensions: VIDEOS, accept: 'video/*' },
  attachmentAudio: { extensions: AUDIOS, accept: 'audio/*' },
  /** Contact import on the contacts page and contact lists: xls and xlsx only. */
  spreadsheet: { extensions: ['xls', 'xlsx'], accept: '.xls,.xlsx' },
  /** The import page's drop area: xls, xlsx, csv, txt. */
  contactImport: { extensions: ['xls', 'xlsx', 'csv', 'txt'], accept: '.xls,.xlsx,.csv,.txt' },
  /** Schedules and announcements: png, jpg, jpeg only. */
  image: { extensions: IMAGES, accept: '.png,.jpg,.jpeg' },
  /** A connection's greeting media: video and image files. */
  connectionMedia: { extensions: [...VIDEOS, ...IMAGES, 'gif', 'webp'], accept: 'video/*,image/*' },
};

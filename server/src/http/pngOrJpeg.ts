import { SCHEDULE_ATTACHMENT_EXTENSIONS, SCHEDULE_ATTACHMENT_TYPES } from '@shared/domain/schedules';

/**
 * `readMultipart`'s `accept` for the pickers that take png, jpg and jpeg only (spec 3 §5: schedule
 * and announcement attachments): both the type the client declared and the file's extension must be
 * one of them, else ERR_MEDIA_TYPE_NOT_ALLOWED.
 */
export function pngOrJpeg(mimetype: string, filename: string): string | null {
  const ext = filename.split('.').pop()?.toLowerCase() ?? '';
  return (SCHEDULE_ATTACHMENT_TYPES as readonly string[]).includes(mimetype) &&
    (SCHEDULE_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)
    ? null
    : 'ERR_MEDIA_TYPE_NOT_ALLOWED';
}

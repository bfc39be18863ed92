import { z } from 'zod';
import { idSchema, pageMeta, textSchema, timestampSchema } from './common';

/** Announcement priorities (spec 1 §3, spec 3 §3): 1 high (red), 2 medium (orange), 3 low (grey), 3 by default. */
export const ANNOUNCEMENT_PRIORITIES = [1, 2, 3] as const;

/**
 * An announcement of the platform's super user (spec 3 §3): a title, a text, a priority, whether it
 * is shown (status), and an optional image. Deployed backends keep status as a boolean or as
 * 'true'/'false' and name the image file only (mediaPath); the reference server adds a signed
 * `mediaUrl`.
 */
export const announcementSchema = z.object({
  id: idSchema,
  title: z.string().catch(''),
  text: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  priority: z.coerce.number().int().min(1).max(3).catch(3),
  status: z
    .union([z.boolean(), z.string(), z.number()])
    .nullish()
    .transform((v) => !(v === false || v === 'false' || v === 0 || v === '0' || v === 'inactive')),
  mediaPath: textSchema,
  mediaName: textSchema,
  mediaUrl: textSchema,
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type Announcement = z.output<typeof announcementSchema>;

/** GET /announcements?searchParam=&pageNumber= (spec 1 §7: records, hasMore; 20 a page). */
export const announcementPageSchema = z.object({ records: z.array(announcementSchema), ...pageMeta });

/**
 * `company-announcement` (CONTRACT.md "Realtime": no company id in the name), `{action, record}`;
 * a deleted one comes as its id (`id` or `announcementId`).
 */
export const announcementEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), record: announcementSchema }),
  z.object({ action: z.literal('delete'), id: idSchema }),
  z
    .object({ action: z.literal('delete'), announcementId: idSchema })
    .transform(({ announcementId }) => ({ action: 'delete' as const, id: announcementId })),
  z
    .object({ action: z.literal('delete'), record: z.object({ id: idSchema }).loose() })
    .transform(({ record }) => ({ action: 'delete' as const, id: record.id })),
]);
export type AnnouncementEvent = z.output<typeof announcementEventSchema>;

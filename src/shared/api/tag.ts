import { z } from 'zod';
import { colorSchema, idSchema, pageMeta } from './common';

export const tagSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: colorSchema,
  /** 0 normal tag, 1 kanban lane (spec 2 §3). */
  kanban: z.coerce.number().catch(0),
});
export type Tag = z.infer<typeof tagSchema>;

/**
 * A tag as the tags page and the tag-column manager list it (GET /tags): how many contacts and
 * tickets carry it. Deployed backends send the carriers themselves (contacts, ticketTags) or
 * nothing; the counts are read from whichever came.
 */
export const tagRecordSchema = tagSchema
  .extend({
    contactsCount: z.coerce.number().optional().catch(undefined),
    ticketsCount: z.coerce.number().optional().catch(undefined),
    contacts: z.array(z.unknown()).optional().catch(undefined),
    ticketTags: z.array(z.unknown()).optional().catch(undefined),
  })
  .transform(({ contacts, ticketTags, contactsCount, ticketsCount, ...tag }) => ({
    ...tag,
    contactsCount: contactsCount ?? contacts?.length ?? 0,
    ticketsCount: ticketsCount ?? ticketTags?.length ?? 0,
  }));
export type TagRecord = z.output<typeof tagRecordSchema>;

/** GET /tags?searchParam=&pageNumber=&kanban= (CONTRACT.md "Lists": 20 a page). */
export const tagPageSchema = z.object({ tags: z.array(tagRecordSchema), ...pageMeta });

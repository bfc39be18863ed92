import { z } from 'zod';
import { idSchema, pageMeta, timestampSchema } from './common';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/**
 * One option of a file list (spec 2 §3 "File list"): the name the chatbot offers and its attached
 * file. `path` is the file's name as the backend keeps it ('' until a file is uploaded; deployed
 * backends store the uploaded name there), `mediaType` its MIME type. The reference server adds
 * `mediaUrl`, a signed address of the bytes.
 */
export const fileListOptionSchema = z.object({
  id: idSchema,
  name: text,
  path: text,
  mediaType: text,
  mediaUrl: z.string().nullish(),
});
export type FileListOption = z.infer<typeof fileListOptionSchema>;

/**
 * A file list (spec 2 §3): a name, the message sent with it, who wrote it and its options. Deployed
 * list replies carry no options (only GET /files/{id} includes them): they read as [].
 */
export const fileListSchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  message: text,
  userId: idSchema.nullish(),
  companyId: idSchema.optional(),
  options: z
    .array(fileListOptionSchema)
    .nullish()
    .transform((v) => v ?? [])
    .catch([]),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type FileListRecord = z.infer<typeof fileListSchema>;

/** GET /files/?searchParam=&pageNumber= (CONTRACT.md "Lists": 20 a page, by name). */
export const fileListPageSchema = z.object({ files: z.array(fileListSchema), ...pageMeta });

/**
 * POST /files/uploadList/{id}: deployed backends answer `{mensagem: 'Arquivos atualizados'}`; the
 * client reads the list again afterwards rather than relying on the acknowledgement.
 */
export const fileUploadReplySchema = z.object({ mensagem: z.string().optional() }).loose();

/**
 * `company{id}-file` (no dash, CONTRACT.md "Realtime"). CONTRACT.md gives the CRUD shape `{action,
 * record}`; Whaticket-family code sends `{action, fileList}` and deletes as `{action, fileId}`:
 * every spelling reads as `{action, record}` / `{action: 'delete', id}`.
 */
export const fileListEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), record: fileListSchema }),
  z
    .object({ action: z.enum(['create', 'update']), fileList: fileListSchema })
    .transform(({ action, fileList }) => ({ action, record: fileList })),
  z.object({ action: z.literal('delete'), id: idSchema }),
  z
    .object({ action: z.literal('delete'), fileId: idSchema })
    .transform(({ fileId }) => ({ action: 'delete' as const, id: fileId })),
]);
export type FileListEvent = z.output<typeof fileListEventSchema>;

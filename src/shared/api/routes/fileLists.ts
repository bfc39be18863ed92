import { z } from 'zod';
import { fileListPageSchema, fileListSchema, fileUploadReplySchema } from '../fileList';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';

const params = z.object({ fileId: inputIdSchema });

/** The most options one list may hold (the chatbot shows them all as a menu). */
export const FILE_LIST_MAX_OPTIONS = 50;

// Spec 2 §5 "File list": name at least 3 characters ('nome muito curto'), message required ('Obrigatório').
const name = z.string({ error: 'Obrigatório' }).trim().min(3, 'nome muito curto').max(100, 'Too Long!');
const message = z.string({ error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(4096, 'Too Long!');

/**
 * An option as a form sends it: its id when it exists already (absent for a new one), its name;
 * `path` and `mediaType` are sent back as read (deployed backends upsert the whole option) and the
 * reference server ignores them: only an upload changes the file.
 */
const option = z.object({
  id: inputIdSchema.nullish(),
  name: z.string({ error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(100, 'Too Long!'),
  path: z.string().max(300).nullish(),
  mediaType: z.string().max(200).nullish(),
});

const body = z.object({
  name,
  message,
  options: z.array(option).max(FILE_LIST_MAX_OPTIONS).optional(),
  /** Sent by the deployed web client; the author is the token's. */
  userId: z.unknown().optional(),
});
export type FileListBody = z.input<typeof body>;

/** File lists (spec 2 "File lists", §7): admins only. */
export const fileListRoutes = {
  page: route({
    method: 'GET',
    path: '/files',
    query: z.object({
      searchParam: searchParamSchema,
      pageNumber: pageNumberSchema,
      /** The queue dialog sends it (spec 2 §7); the company is the token's. */
      companyId: z.unknown().optional(),
    }),
    reply: fileListPageSchema,
  }),
  one: route({ method: 'GET', path: '/files/:fileId', params, reply: fileListSchema }),
  /** With its options (names only: each option's file is uploaded afterwards with uploadList). */
  create: route({ method: 'POST', path: '/files', body, reply: fileListSchema }),
  /** The whole list: options absent from `options` are removed (with their files), new ones added. */
  update: route({ method: 'PUT', path: '/files/:fileId', params, body, reply: fileListSchema }),
  remove: route({ method: 'DELETE', path: '/files/:fileId', params, reply: okReplySchema }),
  /**
   * Multipart: `fileId`, `typeArch` 'fileList', and per file `files` (the bytes), `mediaType`,
   * `name` and `id` (the option it belongs to), in the same order; each replaces its option's file.
   */
  uploadList: route({
    method: 'POST',
    path: '/files/uploadList/:fileId',
    params,
    multipart: 'only',
    reply: fileUploadReplySchema,
  }),
};

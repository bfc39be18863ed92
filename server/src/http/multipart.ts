import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { StoredMedia } from '../media/mediaStore';
import { HttpError } from './HttpError';

/**
 * multipart/form-data for uploads (POST /messages/:ticketId `medias`, sandbox media, schedule
 * attachments). Files stream to the media folder as they arrive; the size and count limits are
 * checked by busboy while streaming, not after buffering.
 */
export async function installMultipart(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: ctx.options.mediaMaxBytes,
      files: ctx.options.mediaMaxFiles,
      fields: 100,
      fieldSize: 256 * 1024,
      parts: ctx.options.mediaMaxFiles + 100,
    },
  });
}

export interface UploadedFile extends StoredMedia {
  field: string;
}

export interface MultipartInput {
  /** Every value of each text field, in order (a field may repeat: `body` per file). */
  fields: Record<string, string[]>;
  files: UploadedFile[];
}

const LIMIT_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'ERR_MEDIA_TOO_LARGE',
  FST_FILES_LIMIT: 'ERR_TOO_MANY_FILES',
  FST_PARTS_LIMIT: 'Invalid body: too many parts',
  FST_FIELDS_LIMIT: 'Invalid body: too many fields',
};

/**
 * Reads a multipart request of a company, saving each file (any field name; `fileField`
 * narrows it) in the media store. A file refused by `accept`, a limit or any failure removes
 * every file saved so far and answers 400.
 */
export async function readMultipart(
  req: FastifyRequest,
  ctx: AppContext,
  companyId: number,
  opts: { fileField?: string; accept?: (mimetype: string, filename: string) => string | null } = {},
): Promise<MultipartInput> {
  const out: MultipartInput = { fields: {}, files: [] };
  let refusal: HttpError | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          if (part.value.includes('\0') || part.fieldname.includes('\0')) refusal ??= new HttpError(400, 'Invalid body: NUL character');
          else (out.fields[part.fieldname] ??= []).push(part.value);
        }
        continue;
      }
      if (part.filename.includes('\0')) refusal ??= new HttpError(400, 'Invalid body: NUL character');
      const unwanted = opts.fileField !== undefined && part.fieldname !== opts.fileField;
      const refused = unwanted ? null : (opts.accept?.(part.mimetype, part.filename) ?? null);
      if (unwanted || refused || refusal) {
        refusal ??= refused ? new HttpError(400, refused) : null;
        part.file.resume(); // drain it: the request goes on
        continue;
      }
      const stored = await ctx.media.store.saveStream(companyId, part.filename, part.mimetype, part.file);
      out.files.push({ ...stored, field: part.fieldname });
    }
  } catch (err) {
    await discard(ctx, out.files);
    const code = (err as { code?: string }).code;
    if (code && LIMIT_ERRORS[code]) {
      throw new HttpError(400, LIMIT_ERRORS[code], {
        limits: { maxBytes: ctx.options.mediaMaxBytes, maxFiles: ctx.options.mediaMaxFiles },
      });
    }
    // busboy's own refusals of a malformed form (no boundary, cut short) are the client's.
    if (err instanceof Error && !(err instanceof HttpError) && /^(Multipart|Malformed|Unexpected end of form|Boundary)/i.test(err.message)) {
      throw new HttpError(400, `Invalid body: ${err.message}`);
    }
    throw err;
  }
  if (refusal) {
    await discard(ctx, out.files);
    throw refusal;
  }
  return out;
}

/** Removes uploaded files a refused request will not use. */
export async function discard(ctx: AppContext, files: readonly { key: string }[]): Promise<void> {
  await Promise.all(files.map((f) => ctx.media.store.remove(f.key).catch(ctx.logError)));
}

/** The first value of a text field. */
export const field = (input: MultipartInput, name: string): string | undefined => input.fields[name]?.[0];

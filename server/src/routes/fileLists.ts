import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileListRoutes as r } from '@shared/api/routes/fileLists';
import type { EmittedPayload } from '@shared/api/socketEvents';
import type { AppContext } from '../context';
import { chatbots, fileListOptions, fileLists, queues } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { discard, readMultipart } from '../http/multipart';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';
import { isAdmin, type Actor } from '../services/actor';
import { rooms } from '../services/ticketVisibility';

type ListRow = typeof fileLists.$inferSelect;
type OptionRow = typeof fileListOptions.$inferSelect;

const PAGE = 20;

/**
 * File lists (spec 2 "File lists", §3, §5, §7): a named set of files with a message, each option
 * one file, for the chatbot to send. Admins only, within their company: the page is a no-access
 * placeholder for profile users (spec 2 §6), so the server refuses them too (403). A list is saved
 * with its options' names (POST/PUT /files), then each option's file is uploaded
 * (POST /files/uploadList/{id}) and kept in the media store like message media. Removing an
 * option, a list or replacing a file removes the stored bytes. Each change is announced on
 * `company{id}-file` (no dash, CONTRACT.md) to the company's admins.
 */
export function registerFileListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const optionView = (o: OptionRow) => ({
    id: o.id,
    name: o.name,
    path: o.path,
    mediaType: o.mediaType,
    mediaUrl: o.mediaKey ? ctx.media.urls.sign(o.mediaKey) : null,
  });

  const view = (l: ListRow, options: OptionRow[]) => ({
    id: l.id,
    name: l.name,
    message: l.message,
    userId: l.userId,
    companyId: l.companyId,
    options: options.map(optionView),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  });

  const admin = (req: Parameters<typeof actorOf>[0]): Actor => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return actor;
  };

  const optionsOf = (listIds: number[]) =>
    listIds.length === 0
      ? Promise.resolve([] as OptionRow[])
      : ctx.db
          .select()
          .from(fileListOptions)
          .where(inArray(fileListOptions.fileListId, listIds))
          .orderBy(asc(fileListOptions.id));

  /** Another company's list reads as missing (404), as deployed backends answer ERR_NO_FILE_FOUND. */
  const find = async (actor: Actor, id: number) => {
    const [l] = await ctx.db
      .select()
      .from(fileLists)
      .where(and(eq(fileLists.id, id), eq(fileLists.companyId, actor.companyId)));
    if (!l) throw new HttpError(404, 'ERR_NO_FILE_FOUND');
    return l;
  };

  const full = async (l: ListRow) => view(l, await optionsOf([l.id]));

  const assertNameFree = async (actor: Actor, name: string, except?: number) => {
    const conds = [eq(fileLists.companyId, actor.companyId), eq(sql`lower(${fileLists.name})`, name.toLowerCase())];
    if (except !== undefined) conds.push(ne(fileLists.id, except));
    const [dup] = await ctx.db
      .select({ id: fileLists.id })
      .from(fileLists)
      .where(and(...conds));
    if (dup) throw new HttpError(400, 'ERR_FILE_LIST_NAME_ALREADY_EXISTS', { fields: { name: 'already exists' } });
  };

  const announce = (companyId: number, payload: EmittedPayload<'file'>) =>
    ctx.emitter.emit(companyId, [rooms.admins], 'file', payload);

  const dropFiles = async (options: readonly OptionRow[]) =>
    discard(
      ctx,
      options.flatMap((o) => (o.mediaKey ? [{ key: o.mediaKey }] : [])),
    );

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = admin(req);
    const conds: SQL[] = [eq(fileLists.companyId, actor.companyId)];
    const term = q.searchParam?.trim();
    if (term) conds.push(ilike(fileLists.name, likePattern(term)));
    const where = and(...conds);
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(fileLists)
        .where(where)
        .orderBy(asc(fileLists.name), asc(fileLists.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(fileLists).where(where),
    ]);
    const options = await optionsOf(rows.map((l) => l.id));
    return {
      files: rows.map((l) =>
        view(
          l,
          options.filter((o) => o.fileListId === l.id),
        ),
      ),
      count: n,
      hasMore: q.pageNumber * PAGE < n,
    };
  });

  serve(app, ctx, r.one, async ({ req, params: { fileId } }) => full(await find(admin(req), fileId)));

  serve(app, ctx, r.create, async ({ req, body: b }) => {
    const actor = admin(req);
    if (b.options?.some((o) => o.id)) {
      throw new HttpError(400, 'Invalid body: options: a new list has no existing options', {
        fields: { options: 'new options have no id' },
      });
    }
    await assertNameFree(actor, b.name);
    const now = ctx.now();
    const list = await ctx.db.transaction(async (tx) => {
      const [l] = await tx
        .insert(fileLists)
        .values({
          companyId: actor.companyId,
          name: b.name,
          message: b.message,
          userId: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // One insert keeps the options in the order sent: their ids follow it.
      if (b.options?.length) {
        await tx
          .insert(fileListOptions)
          .values(b.options.map((o) => ({ fileListId: l.id, name: o.name, createdAt: now, updatedAt: now })));
      }
      return l;
    });
    const record = await full(list);
    announce(actor.companyId, { action: 'create', record });
    return record;
  });

  serve(app, ctx, r.update, async ({ req, params: { fileId }, body: b }) => {
    const actor = admin(req);
    const before = await find(actor, fileId);
    await assertNameFree(actor, b.name, before.id);
    const existing = await optionsOf([before.id]);
    const now = ctx.now();
    let dropped: OptionRow[] = [];
    if (b.options) {
      const kept = new Set(b.options.flatMap((o) => (o.id ? [o.id] : [])));
      const stranger = [...kept].find((id) => !existing.some((o) => o.id === id));
      if (stranger !== undefined) throw new HttpError(404, 'ERR_NO_FILE_OPTION_FOUND', { optionId: stranger });
      dropped = existing.filter((o) => !kept.has(o.id));
    }
    const options = b.options;
    const [list] = await ctx.db.transaction(async (tx) => {
      if (options) {
        if (dropped.length > 0) {
          await tx.delete(fileListOptions).where(
            inArray(
              fileListOptions.id,
              dropped.map((o) => o.id),
            ),
          );
        }
        for (const o of options) {
          if (o.id) {
            await tx.update(fileListOptions).set({ name: o.name, updatedAt: now }).where(eq(fileListOptions.id, o.id));
          }
        }
        const added = options.filter((o) => !o.id);
        if (added.length > 0) {
          await tx
            .insert(fileListOptions)
            .values(added.map((o) => ({ fileListId: before.id, name: o.name, createdAt: now, updatedAt: now })));
        }
      }
      return tx
        .update(fileLists)
        .set({ name: b.name, message: b.message, updatedAt: now })
        .where(eq(fileLists.id, before.id))
        .returning();
    });
    await dropFiles(dropped);
    const record = await full(list);
    announce(actor.companyId, { action: 'update', record });
    return record;
  });

  serve(app, ctx, r.remove, async ({ req, params: { fileId } }) => {
    const actor = admin(req);
    const list = await find(actor, fileId);
    const options = await optionsOf([list.id]);
    await ctx.db.transaction(async (tx) => {
      // Queues and chatbot options that sent it send nothing now (their columns hold no foreign key).
      await tx
        .update(queues)
        .set({ fileListId: null })
        .where(and(eq(queues.companyId, actor.companyId), eq(queues.fileListId, list.id)));
      await tx
        .update(chatbots)
        .set({ optFileId: null })
        .where(and(eq(chatbots.companyId, actor.companyId), eq(chatbots.optFileId, list.id)));
      await tx.delete(fileLists).where(eq(fileLists.id, list.id)); // options: ON DELETE CASCADE
    });
    await dropFiles(options);
    announce(actor.companyId, { action: 'delete', id: list.id });
    return { message: 'File List deleted' };
  });

  /**
   * The options' files: per file, in order, `files` (the bytes) with `id` (its option), `mediaType`
   * and `name`. Any size or count over the server's media limits, or an option not of this list,
   * refuses the whole request and keeps nothing of it.
   */
  serve(app, ctx, r.uploadList, async ({ req, params: { fileId } }) => {
    const actor = admin(req);
    const list = await find(actor, fileId);
    if (!req.isMultipart())
      throw new HttpError(400, 'Invalid body: files: required', { fields: { files: 'required' } });
    const input = await readMultipart(req, ctx, actor.companyId, { fileField: 'files' });
    const { files } = input;
    const refuse = async (status: number, error: string, extra: Record<string, unknown> = {}) => {
      await discard(ctx, files);
      return new HttpError(status, error, extra);
    };
    if (files.length === 0) throw await refuse(400, 'Invalid body: files: required', { fields: { files: 'required' } });
    const ids = input.fields.id ?? [];
    if (ids.length !== files.length) {
      throw await refuse(400, 'Invalid body: id: one per file', { fields: { id: 'one per file' } });
    }
    const optionIds = ids.map(Number);
    if (optionIds.some((id) => !Number.isInteger(id) || id < 1) || new Set(optionIds).size !== optionIds.length) {
      throw await refuse(400, 'Invalid body: id: distinct option ids', { fields: { id: 'distinct option ids' } });
    }
    const existing = await optionsOf([list.id]);
    const targets = optionIds.map((id) => existing.find((o) => o.id === id));
    if (targets.some((o) => !o)) throw await refuse(404, 'ERR_NO_FILE_OPTION_FOUND');
    const mediaTypes = input.fields.mediaType ?? [];
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      for (const [i, file] of files.entries()) {
        // The type the browser gave the bytes; the form's own field only when it named none.
        const mediaType = (file.mimetype || mediaTypes[i] || 'application/octet-stream').slice(0, 200);
        await tx
          .update(fileListOptions)
          .set({ path: file.name, mediaType, mediaKey: file.key, updatedAt: now })
          .where(eq(fileListOptions.id, optionIds[i]));
      }
      await tx.update(fileLists).set({ updatedAt: now }).where(eq(fileLists.id, list.id));
    });
    await dropFiles(targets.filter((o): o is OptionRow => !!o));
    const [after] = await ctx.db.select().from(fileLists).where(eq(fileLists.id, list.id));
    announce(actor.companyId, { action: 'update', record: await full(after) });
    return { mensagem: 'Arquivos atualizados' };
  });
}

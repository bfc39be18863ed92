import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type promptBodySchema, promptRoutes as r } from '@shared/api/routes/prompts';
import type { EmittedPayload } from '@shared/api/socketEvents';
import type { AppContext } from '../context';
import { prompts, queues, whatsapps } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';
import { isAdmin, type Actor } from '../services/actor';
import { assertPlanFlag } from '../services/planFlag';

const PAGE = 20;
type Row = typeof prompts.$inferSelect;

/** A prompt as lists and events carry it: without its API key (they reach every user of the company). */
function promptView(p: Row, queueName: string | null) {
  return {
    id: p.id,
    name: p.name,
    prompt: p.prompt,
    voice: p.voice,
    voiceKey: p.voiceKey,
    voiceRegion: p.voiceRegion,
    maxTokens: p.maxTokens,
    temperature: p.temperature,
    maxMessages: p.maxMessages,
    queueId: p.queueId,
    queue: p.queueId !== null && queueName !== null ? { id: p.queueId, name: queueName } : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * AI prompts (spec 2 §7 "AI prompts"): the admins of a company whose plan has useOpenAi keep
 * them (spec 2 §2: the page is the plan's, and a profile user gets access denied). This server
 * stores them and keeps their contract; it calls no AI service. Each change is announced on
 * `company-{id}-prompt` without the key.
 */
export function registerPromptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const announce = (companyId: number, payload: EmittedPayload<'prompt'>) =>
    ctx.emitter.emit(companyId, 'all', 'prompt', payload);

  const adminOf = async (req: FastifyRequest): Promise<Actor> => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await assertPlanFlag(ctx.db, actor.companyId, 'useOpenAi');
    return actor;
  };

  const withQueue = { prompt: prompts, queueName: queues.name };
  const find = async (actor: Actor, promptId: number) => {
    const [row] = await ctx.db
      .select(withQueue)
      .from(prompts)
      .leftJoin(queues, eq(queues.id, prompts.queueId))
      .where(and(eq(prompts.id, promptId), eq(prompts.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_PROMPT_FOUND');
    return row;
  };

  /** The queue must be one of the company's (spec 2 §5: 'Informe o setor' when there is none). */
  const queueOf = async (actor: Actor, queueId: number) => {
    const [queue] = await ctx.db
      .select({ name: queues.name })
      .from(queues)
      .where(and(eq(queues.id, queueId), eq(queues.companyId, actor.companyId)));
    if (!queue) throw new HttpError(400, 'Informe o setor', { fields: { queueId: 'Informe o setor' } });
    return queue.name;
  };

  const columns = (body: z.output<typeof promptBodySchema>) => ({
    name: body.name,
    prompt: body.prompt,
    queueId: body.queueId,
    maxTokens: body.maxTokens,
    temperature: body.temperature,
    maxMessages: body.maxMessages,
    voice: body.voice,
    voiceKey: body.voiceKey || null,
    voiceRegion: body.voiceRegion || null,
  });

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = await adminOf(req);
    const term = q.searchParam?.trim();
    const where = and(
      eq(prompts.companyId, actor.companyId),
      term ? ilike(prompts.name, likePattern(term)) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select(withQueue)
        .from(prompts)
        .leftJoin(queues, eq(queues.id, prompts.queueId))
        .where(where)
        .orderBy(asc(prompts.name), asc(prompts.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(prompts).where(where),
    ]);
    return {
      prompts: rows.map((row) => promptView(row.prompt, row.queueName)),
      count: n,
      hasMore: q.pageNumber * PAGE < n,
    };
  });

  serve(app, ctx, r.one, async ({ req, params: { promptId } }) => {
    const row = await find(await adminOf(req), promptId);
    return { ...promptView(row.prompt, row.queueName), apiKey: row.prompt.apiKey };
  });

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = await adminOf(req);
    // Required on a new prompt; an edit may leave it blank to keep the stored one.
    if (!body.apiKey) throw new HttpError(400, 'Invalid body: apiKey: Required', { fields: { apiKey: 'Required' } });
    const queueName = await queueOf(actor, body.queueId);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(prompts)
      .values({ ...columns(body), apiKey: body.apiKey, companyId: actor.companyId, createdAt: now, updatedAt: now })
      .returning();
    const prompt = promptView(row, queueName);
    announce(actor.companyId, { action: 'create', record: prompt });
    return prompt;
  });

  serve(app, ctx, r.update, async ({ req, params: { promptId }, body }) => {
    const actor = await adminOf(req);
    await find(actor, promptId);
    const queueName = await queueOf(actor, body.queueId);
    const [row] = await ctx.db
      .update(prompts)
      .set({ ...columns(body), ...(body.apiKey ? { apiKey: body.apiKey } : {}), updatedAt: ctx.now() })
      .where(eq(prompts.id, promptId))
      .returning();
    const prompt = promptView(row, queueName);
    announce(actor.companyId, { action: 'update', record: prompt });
    return prompt;
  });

  serve(app, ctx, r.remove, async ({ req, params: { promptId } }) => {
    const actor = await adminOf(req);
    await find(actor, promptId);
    await ctx.db.transaction(async (tx) => {
      // A connection answering with it stops doing so rather than pointing at nothing.
      await tx
        .update(whatsapps)
        .set({ promptId: null })
        .where(and(eq(whatsapps.companyId, actor.companyId), eq(whatsapps.promptId, promptId)));
      await tx.delete(prompts).where(eq(prompts.id, promptId));
    });
    announce(actor.companyId, { action: 'delete', promptId });
    return { message: 'Prompt deleted' };
  });
}

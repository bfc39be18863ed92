import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tagRoutes as r } from '@shared/api/routes/tags';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { contactTags, contacts, tags, ticketTags, tickets } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { emitContact, emitTicketUpdate } from '../realtime/ticketEvents';
import type { Actor } from '../services/actor';
import { loadContactView } from '../services/contactView';
import { ticketForActor } from '../services/ticketAccess';
import { loadTicketView, loadTicketViews } from '../services/ticketView';

/**
 * Tags on tickets (`/ticket-tags`, kanban lanes included) and on contacts (`/tags/sync`,
 * `/contactTags`, `/tags-contacts`), as the Whaticket family names them. requiredTag (spec 1 §4)
 * reads the CONTACT's tags.
 */
export function registerTaggingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const companyTag = async (actor: Actor, tagId: number) => {
    const [tag] = await ctx.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.id, tagId), eq(tags.companyId, actor.companyId)));
    if (!tag) throw new HttpError(404, 'ERR_NO_TAG_FOUND');
  };
  const companyContact = async (actor: Actor, contactId: number) => {
    const [c] = await ctx.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.companyId, actor.companyId)));
    if (!c) throw new HttpError(404, 'ERR_NO_CONTACT_FOUND');
  };
  const announceTicket = async (ticketId: number) => {
    const view = await loadTicketView(ctx.db, ticketId);
    if (view) emitTicketUpdate(ctx.emitter, view);
  };
  // A contact's tags show inside its tickets (ticket.contact.tags): announce the contact and its live tickets.
  const announceContact = async (actor: Actor, contactId: number) => {
    const view = await loadContactView(ctx.db, contactId);
    if (view) emitContact(ctx.emitter, actor.companyId, 'update', view);
    const live = await ctx.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.contactId, contactId), inArray(tickets.status, ['open', 'pending', 'group'])));
    for (const t of await loadTicketViews(
      ctx.db,
      live.map((r) => r.id),
    ))
      emitTicketUpdate(ctx.emitter, t);
    return view;
  };

  // Adds one tag to a ticket (idempotent). 201 {ticketId, tagId}, as deployed.
  serve(app, ctx, r.tagTicket, async ({ req, reply, params: { ticketId, tagId } }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    await companyTag(actor, tagId);
    await ctx.db.insert(ticketTags).values({ ticketId: t.id, tagId }).onConflictDoNothing();
    await announceTicket(t.id);
    return reply.status(201).send({ ticketId: t.id, tagId });
  });

  // Removes EVERY tag of the ticket (the Whaticket contract: the client re-adds the ones it keeps).
  serve(app, ctx, r.untagTicket, async ({ req, params: { ticketId } }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    await ctx.db.delete(ticketTags).where(eq(ticketTags.ticketId, t.id));
    await announceTicket(t.id);
    return { message: 'Ticket tags removed successfully.' };
  });

  // Sets a contact's tags to exactly the given list; replies with the contact.
  serve(app, ctx, r.syncContact, async ({ req, body }) => {
    const actor = actorOf(req);
    await companyContact(actor, body.contactId);
    const tagIds = [...new Set(body.tags.map((t) => t.id))];
    const owned = tagIds.length
      ? await ctx.db
          .select({ id: tags.id })
          .from(tags)
          .where(and(inArray(tags.id, tagIds), eq(tags.companyId, actor.companyId)))
      : [];
    if (owned.length !== tagIds.length)
      throw new HttpError(400, 'Invalid body: tags: not found in this company', { fields: { tags: 'not found' } });
    await ctx.db.transaction(async (tx) => {
      await tx.delete(contactTags).where(eq(contactTags.contactId, body.contactId));
      if (tagIds.length)
        await tx.insert(contactTags).values(tagIds.map((tagId) => ({ contactId: body.contactId, tagId })));
    });
    return announceContact(actor, body.contactId);
  });

  // Whether the contact has any tag: `{tags: boolean}`, what deployed clients read for requiredTag.
  serve(app, ctx, r.contactHasTags, async ({ req, params: { contactId } }) => {
    const actor = actorOf(req);
    await companyContact(actor, contactId);
    const [{ n }] = await ctx.db.select({ n: count() }).from(contactTags).where(eq(contactTags.contactId, contactId));
    return { tags: n > 0 };
  });

  serve(app, ctx, r.untagContact, async ({ req, params: { tagId, contactId } }) => {
    const actor = actorOf(req);
    await companyContact(actor, contactId);
    await companyTag(actor, tagId);
    await ctx.db.delete(contactTags).where(and(eq(contactTags.contactId, contactId), eq(contactTags.tagId, tagId)));
    await announceContact(actor, contactId);
    return { message: 'Tag removed from contact' };
  });
}

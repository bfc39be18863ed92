import { and, eq } from 'drizzle-orm';
import { contacts } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { HttpError } from '../http/HttpError';

/**
 * A contact of the company that may be written to: 404 ERR_NO_CONTACT_FOUND when it is not the
 * company's, 400 ERR_CONTACT_BLOCKED when it is blocked (tickets and forwards alike).
 */
export async function activeContactOf(db: DbOrTx, companyId: number, contactId: number) {
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)));
  if (!contact) throw new HttpError(404, 'ERR_NO_CONTACT_FOUND');
  if (!contact.active) throw new HttpError(400, 'ERR_CONTACT_BLOCKED');
  return contact;
}

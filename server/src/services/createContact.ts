import { randomUUID } from 'node:crypto';
import { contactCustomFields, contacts } from '../db/schema';
import type { Tx } from '../db/types';
import { HttpError } from '../http/HttpError';

export interface NewContact {
  companyId: number;
  name: string;
  /** Digits only. */
  number: string;
  email: string;
  extraInfo?: { name: string; value: string }[];
}

/**
 * Inserts a contact and its extra info (Whaticket's CreateContactService), for the contact dialog
 * and the spreadsheet import alike: the number is unique in the company, a second one is 400
 * ERR_DUPLICATED_CONTACT (the unique index decides, so two requests racing cannot both insert).
 */
export async function insertContact(tx: Tx, contact: NewContact, now: Date): Promise<number> {
  const [created] = await tx
    .insert(contacts)
    .values({
      uuid: randomUUID(),
      companyId: contact.companyId,
      name: contact.name,
      number: contact.number,
      email: contact.email,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: contacts.id });
  if (!created) throw new HttpError(400, 'ERR_DUPLICATED_CONTACT');
  if (contact.extraInfo?.length)
    await tx
      .insert(contactCustomFields)
      .values(contact.extraInfo.map((e) => ({ ...e, contactId: created.id, createdAt: now, updatedAt: now })));
  return created.id;
}

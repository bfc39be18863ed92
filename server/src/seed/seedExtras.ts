import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/types';
import { companies, queues, whatsappQueues, whatsapps } from '../db/schema';
import { connectionToken } from '../services/randomToken';
import { DEMO_COMPANY } from './demoCompanies';

/**
 * What later features added to company 1, seeded into existing data folders too (each piece only
 * when missing): the "Facebook Demo" sandbox connection (channel facebook, both queues: its
 * tickets show the 24-hour reply notice).
 */
export async function seedExtras(tx: Tx, now: Date): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  if (!company) return;
  const companyId = company.id;

  const [fb] = await tx
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.name, 'Facebook Demo')));
  if (!fb) {
    const [wa] = await tx
      .insert(whatsapps)
      .values({
        companyId,
        name: 'Facebook Demo',
        channel: 'facebook',
        status: 'CONNECTED',
        provider: 'sandbox',
        token: connectionToken(),
        isDefault: false,
        greetingMessage: 'Olá! Obrigado por falar com a gente pelo Facebook.',
        complationMessage: 'Atendimento encerrado. Obrigado pelo contato!',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const qs = await tx
      .select({ id: queues.id })
      .from(queues)
      .where(and(eq(queues.companyId, companyId), inArray(queues.name, ['Suporte', 'Vendas'])));
    if (qs.length) await tx.insert(whatsappQueues).values(qs.map((q) => ({ whatsappId: wa.id, queueId: q.id })));
  }
}

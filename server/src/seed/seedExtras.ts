import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/types';
import { companies, queues, quickMessages, users, whatsappQueues, whatsapps } from '../db/schema';
import { connectionToken } from '../services/randomToken';
import { DEMO_COMPANY } from './demoCompanies';

/**
 * What later features added to company 1, seeded into existing data folders too (each piece only
 * when missing): see seedCompanyExtras.
 */
export async function seedExtras(tx: Tx, now: Date): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  if (!company) return;
  await seedCompanyExtras(tx, company.id, { ana: 'ana@demo.local', bruno: 'bruno@demo.local' }, now);
}

/**
 * The extras of a company of the demo's shape, each piece only when missing: the "Facebook Demo"
 * sandbox connection (channel facebook, both queues: its tickets show the 24-hour reply notice),
 * and quick replies using the message variables: five general ones, 'pix' of ana and
 * 'orcamento' of bruno (`people`: their emails in that company).
 */
export async function seedCompanyExtras(
  tx: Tx,
  companyId: number,
  people: { ana: string; bruno: string },
  now: Date,
): Promise<void> {
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

  const [anyQuick] = await tx
    .select({ id: quickMessages.id })
    .from(quickMessages)
    .where(eq(quickMessages.companyId, companyId))
    .limit(1);
  if (!anyQuick) {
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.email, [people.ana, people.bruno])));
    const idOf = (email: string) => found.find((u) => u.email === email)?.id ?? null;
    const general = (shortcode: string, message: string) => ({ shortcode, message, geral: true, userId: null });
    const rows = [
      general('saudacao', 'Olá {{firstName}}, meu nome é {{userName}}. Como posso ajudar?'),
      general('aguarde', 'Só um instante, {{firstName}}, já verifico para você.'),
      general('protocolo', 'Seu protocolo é {{protocol}}, aberto em {{date}} às {{hour}} (atendimento {{ticket_id}}).'),
      general('horario', 'Atendemos de segunda a sexta, das 8h às 18h. Fila: {{queue}}, canal {{connection}}.'),
      general('encerramento', '{{ms}}, {{name}}! Obrigado pelo contato.'),
      {
        shortcode: 'pix',
        message: 'Nossa chave PIX é financeiro@balcao.demo.',
        geral: false,
        userId: idOf(people.ana),
      },
      {
        shortcode: 'orcamento',
        message: 'Segue o orçamento solicitado, {{firstName}}.',
        geral: false,
        userId: idOf(people.bruno),
      },
    ];
    await tx.insert(quickMessages).values(rows.map((r) => ({ ...r, companyId, createdAt: now, updatedAt: now })));
  }
}

import { z } from 'zod';
import { idSchema } from './common';
import {
  flagTextSchema,
  inputIdSchema,
  jsonIdsSchema,
  jsonStringsSchema,
  pageNumberSchema,
  searchParamSchema,
} from './input';
import { TICKET_STATUSES, ticketStatusSchema, type TicketStatus } from './ticket';

/** A day `YYYY-MM-DD` of a filter; empty means no filter. */
const daySchema = z
  .string()
  .transform((s) => s.slice(0, 10))
  .pipe(z.union([z.literal(''), z.iso.date()]))
  .transform((s) => s || undefined);

/** The page sizes the reports table offers (spec 3 §9); the export asks for bigger pages. */
export const REPORT_PAGE_SIZES = [5, 10, 20, 50] as const;
/** Spec 3 "Reports": the export used page size 9999999, so a backend must take pages that big. */
export const REPORT_MAX_PAGE_SIZE = 9_999_999;
/**
 * Balcão's export reads the matches in pages this big instead, so it can show its progress and
 * be cancelled: 20 requests for 100,000 tickets (each page also counts the matches; `npm run bench`).
 */
export const REPORT_EXPORT_PAGE_SIZE = 5_000;

/**
 * Query of GET /ticketreport/reports (spec 3 §5 "Reports"): list filters are JSON arrays, as the
 * ticket list's; `page` from 1 with `pageSize` rows; dates are days, inclusive.
 */
export const reportQuerySchema = z.object({
  searchParam: searchParamSchema,
  contactId: inputIdSchema.optional(),
  whatsappId: jsonIdsSchema.optional(),
  users: jsonIdsSchema.optional(),
  queueIds: jsonIdsSchema.optional(),
  status: jsonStringsSchema.pipe(z.array(ticketStatusSchema)).optional(),
  dateFrom: daySchema.optional(),
  dateTo: daySchema.optional(),
  page: pageNumberSchema,
  pageSize: z.coerce.number<number | string>().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(10),
  onlyRated: flagTextSchema.optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** Deployed 4.8 answers the status as a Portuguese label (ABERTO…); read back as the status it names. */
const STATUS_LABELS: Record<string, TicketStatus> = {
  ABERTO: 'open',
  FECHADO: 'closed',
  PENDENTE: 'pending',
  GRUPO: 'group',
  NPS: 'nps',
  LGPD: 'lgpd',
};

/** A status as a report row gives it: a known status (from a code or a 4.8 label), or the text as sent. */
export const reportStatusSchema = z
  .string()
  .nullish()
  .transform((s): TicketStatus | string | null => {
    if (!s) return null;
    if ((TICKET_STATUSES as readonly string[]).includes(s)) return s as TicketStatus;
    return STATUS_LABELS[s.toUpperCase()] ?? s;
  });

const nullableText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v)));

/**
 * A row of the report. Deployed 4.8 sends names flattened (whatsappName, contactName…), the
 * dates as 'DD/MM/YYYY HH:MM' text and the support time as text ('0 d, 1 hrs e 5 m'); the
 * reference server sends ISO timestamps and no support-time text (the client computes it).
 */
export const reportTicketSchema = z
  .object({
    id: idSchema,
    uuid: z.string().catch(''),
    whatsappName: nullableText,
    contactName: nullableText,
    userName: nullableText,
    queueName: nullableText,
    lastMessage: nullableText,
    status: reportStatusSchema,
    createdAt: nullableText,
    closedAt: nullableText,
    supportTime: nullableText,
    NPS: z.coerce
      .number()
      .nullish()
      .catch(null)
      .transform((v) => v ?? null),
  })
  .loose();
export type ReportTicket = z.output<typeof reportTicketSchema>;

/** Reply of GET /ticketreport/reports: one page and `totalTickets.total` (a string on PostgreSQL-backed 4.8). */
export const reportPageSchema = z.object({
  tickets: z.array(reportTicketSchema).catch([]),
  totalTickets: z
    .object({ total: z.coerce.number().catch(0) })
    .loose()
    .catch({ total: 0 }),
});
export type ReportPage = z.output<typeof reportPageSchema>;

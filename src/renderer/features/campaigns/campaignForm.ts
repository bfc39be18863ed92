import type { Campaign } from '@shared/api/campaign';
import type { CampaignBody } from '@shared/api/routes/campaigns';
import { CONFIRMATION_FIELDS, MESSAGE_FIELDS } from '@shared/domain/campaigns';

/** The tag list select's "none" (spec 3 §9 default 'Nenhuma'; the shared schema reads it as no list). */
export const NO_TAG_LIST = 'Nenhuma';

/** The dialog's values: the shared body (campaignBodySchema's input), selects as strings. */
export type CampaignForm = CampaignBody & {
  scheduledAt: string;
  contactListId: string | null;
  tagListId: string;
  whatsappId: string | null;
  userId: string | null;
  queueId: string | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local field shows it, on this computer's clock ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const idText = (id: number | null | undefined) => (id ? String(id) : null);

/** The form of a campaign, or of a new one with the spec 3 §9 defaults. */
export function formOf(record: Campaign | null): CampaignForm {
  const messages = Object.fromEntries(
    [...MESSAGE_FIELDS, ...CONFIRMATION_FIELDS].map((f) => [f, record?.[f] ?? '']),
  ) as Record<(typeof MESSAGE_FIELDS)[number] | (typeof CONFIRMATION_FIELDS)[number], string>;
  return {
    name: record?.name ?? '',
    ...messages,
    confirmation: record?.confirmation ?? false,
    scheduledAt: toLocalInput(record?.scheduledAt ?? null),
    contactListId: idText(record?.contactListId),
    tagListId: idText(record?.tagListId) ?? NO_TAG_LIST,
    whatsappId: idText(record?.whatsappId),
    userId: idText(record?.userId),
    queueId: idText(record?.queueId),
    statusTicket: record?.statusTicket ?? 'closed',
    openTicket: record?.openTicket ?? 'disabled',
  };
}

/**
 * What POST/PUT /campaigns take: the form as it is, the schedule as an instant with its offset
 * (a datetime-local value names this computer's wall clock, which the server does not know).
 */
export function bodyOf(values: CampaignBody): CampaignBody {
  const at = typeof values.scheduledAt === 'string' && values.scheduledAt ? new Date(values.scheduledAt) : null;
  return { ...values, scheduledAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '' };
}

/** The shared schema's messages (spec 3 §5, in the spec's words) as keys of this namespace. */
const MESSAGE_KEYS: Record<string, string> = {
  Required: 'errors.required',
  'Too Short!': 'errors.tooShort',
  'Too Long!': 'errors.tooLong',
  'Invalid date': 'errors.date',
};
export const errorKeyOf = (message: string) => MESSAGE_KEYS[message] ?? message;

/** The server's order (newest first: the id stands in for createdAt) and its search (the name). */
export const newestFirst = (a: Campaign, b: Campaign) => b.id - a.id;

export const matchesSearch = (record: Campaign, term: string) =>
  !term.trim() || record.name.toLowerCase().includes(term.trim().toLowerCase());

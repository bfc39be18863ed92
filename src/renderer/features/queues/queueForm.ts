import { z } from 'zod';
import type { Queue, QueueRecord } from '@shared/api/queue';
import type { QueueBody } from '@shared/api/routes/queues';
import { chatbotIssues } from '@shared/domain/chatbot';
import { weeklyHoursBody, weeklyHoursOf, weeklyHoursValid, type WeeklyHours } from '@renderer/features/serviceHours';
import { chatbotsBody, draftsOf, type ChatbotDraft } from './chatbotDraft';

/**
 * The queue dialog (spec 2 §5 "Queue"): name 2-50 and a colour of 3-9 characters, both required;
 * a greeting once the company has more than one queue (the server says so too,
 * ERR_WAPP_GREETING_REQUIRED). The chatbot's options and the week are checked by the shared rules
 * (domain/chatbot.ts, domain/serviceHours.ts); their editors show each problem on its field.
 * Messages are keys of the queues namespace.
 */
export function queueFormSchema(needsGreeting: boolean) {
  return z.object({
    name: z.string().trim().min(1, 'form.required').min(2, 'form.nameShort').max(50, 'form.nameLong'),
    color: z.string().trim().min(1, 'form.required').min(3, 'form.colorShort').max(9, 'form.colorLong'),
    orderQueue: z.number().int().min(0).max(9999).nullable(),
    greetingMessage: needsGreeting ? z.string().trim().min(1, 'form.greetingRequired') : z.string(),
    outOfHoursMessage: z.string(),
    ativarRoteador: z.boolean(),
    tempoRoteador: z.number().int(),
    closeTicket: z.boolean(),
    integrationId: z.number().nullable(),
    fileListId: z.number().nullable(),
    chatbots: z.custom<ChatbotDraft[]>().refine((drafts) => chatbotIssues(drafts).length === 0, 'chatbot.invalid'),
    schedules: z.custom<WeeklyHours>().refine(weeklyHoursValid, 'hours.invalid'),
  });
}
export type QueueForm = z.infer<ReturnType<typeof queueFormSchema>>;

export function formOf(record: QueueRecord | null): QueueForm {
  return {
    name: record?.name ?? '',
    color: record?.color ?? '',
    orderQueue: record?.orderQueue ?? null,
    greetingMessage: record?.greetingMessage ?? '',
    outOfHoursMessage: record?.outOfHoursMessage ?? '',
    ativarRoteador: record?.ativarRoteador ?? false,
    tempoRoteador: record?.tempoRoteador ?? 0,
    closeTicket: record?.closeTicket ?? false,
    integrationId: record?.integrationId ?? null,
    fileListId: record?.fileListId ?? null,
    chatbots: draftsOf(record?.chatbots ?? []),
    schedules: weeklyHoursOf(record?.schedules),
  };
}

/**
 * What POST /queue and PUT /queue/{id} take: blank texts as none, no rotation time without
 * rotation, the options tree; the week only when it is edited here (scheduleType queue), so
 * saving never resets hours the dialog did not show.
 */
export function bodyOf(form: QueueForm, withHours: boolean): QueueBody {
  const { chatbots, schedules, ...fields } = form;
  return {
    ...fields,
    greetingMessage: form.greetingMessage.trim() || null,
    outOfHoursMessage: form.outOfHoursMessage.trim() || null,
    tempoRoteador: form.ativarRoteador ? form.tempoRoteador : 0,
    chatbots: chatbotsBody(chatbots) as QueueBody['chatbots'],
    ...(withHours ? { schedules: weeklyHoursBody(schedules) } : {}),
  };
}

/** The server's order: orderQueue (unset last), then name. */
export function byOrder(a: Queue, b: Queue): number {
  const oa = a.orderQueue ?? Number.MAX_SAFE_INTEGER;
  const ob = b.orderQueue ?? Number.MAX_SAFE_INTEGER;
  return oa - ob || a.name.localeCompare(b.name) || a.id - b.id;
}

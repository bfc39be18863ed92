import { z } from 'zod';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import type { ConnectionBody } from '@shared/api/routes/connections';
import { connectionDateProblems } from '@shared/domain/connectionDates';
import { weeklyHoursBody, weeklyHoursOf, weeklyHoursValid, type WeeklyHours } from '@renderer/features/serviceHours';

const count = z.number().int().min(0);
const optionalCount = count.nullable();
const optionalId = z.number().int().positive().nullable();

/**
 * The connection dialog (spec 2 §5 "Connection"): name 2-50; more than one queue needs a greeting
 * (the server says so too, ERR_WAPP_GREETING_REQUIRED); with rating on, a rating message
 * (whatsappModal.errorRatingMessage) and an NPS time above zero (whatsappModal.errorExpiresNPS);
 * a redirect time and its queue go together (whatsappModal.errorSendQueue, on the empty one).
 * Messages are keys of the connections namespace.
 */
export function connectionFormSchema({ ratingEnabled }: { ratingEnabled: boolean }) {
  return z
    .object({
      name: z.string().trim().min(1, 'form.required').min(2, 'form.nameShort').max(50, 'form.nameLong'),
      isDefault: z.boolean(),
      queueIds: z.array(z.number().int().positive()),
      greetingMessage: z.string(),
      complationMessage: z.string(),
      outOfHoursMessage: z.string(),
      ratingMessage: z.string(),
      expiresInactiveMessage: z.string(),
      allowGroup: z.boolean(),
      groupAsTicket: z.boolean(),
      timeUseBotQueues: optionalCount,
      maxUseBotQueues: optionalCount,
      expiresTicket: optionalCount,
      whenExpiresTicket: z.enum(['0', '1']),
      timeSendQueue: optionalCount,
      sendIdQueue: optionalId,
      timeCreateNewTicket: optionalCount,
      expiresTicketNPS: optionalCount,
      maxUseBotQueuesNPS: optionalCount,
      integrationId: optionalId,
      promptId: optionalId,
      flowIdWelcome: optionalId,
      flowIdNotPhrase: optionalId,
      /** The week of the schedules tab (scheduleType connection); its editor shows each problem. */
      schedules: z.custom<WeeklyHours>().refine(weeklyHoursValid, 'form.hoursInvalid'),
      enableImportMessage: z.boolean(),
      importOldMessages: z.string(),
      importRecentMessages: z.string(),
      importOldMessagesGroups: z.boolean(),
      closedTicketsPostImported: z.boolean(),
      queueIdImportMessages: optionalId,
      collectiveVacationMessage: z.string(),
      collectiveVacationStart: z.string(),
      collectiveVacationEnd: z.string(),
    })
    .superRefine((f, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (f.queueIds.length > 1 && !f.greetingMessage.trim()) issue('greetingMessage', 'form.greetingRequired');
      if (ratingEnabled && !f.ratingMessage.trim()) issue('ratingMessage', 'whatsappModal.errorRatingMessage');
      if (ratingEnabled && !(f.expiresTicketNPS && f.expiresTicketNPS > 0))
        issue('expiresTicketNPS', 'whatsappModal.errorExpiresNPS');
      const redirectMinutes = f.timeSendQueue ?? 0;
      if (redirectMinutes > 0 && !f.sendIdQueue) issue('sendIdQueue', 'whatsappModal.errorSendQueue');
      if (f.sendIdQueue && redirectMinutes === 0) issue('timeSendQueue', 'whatsappModal.errorSendQueue');
      // The import and vacation dates: the server checks the same rules on its clock.
      for (const [path, problem] of Object.entries(connectionDateProblems(f, new Date())))
        issue(path, problem === 'required' ? 'form.required' : `form.dates.${problem}`);
    });
}
export type ConnectionForm = z.infer<ReturnType<typeof connectionFormSchema>>;

/** A stored date (or date-time) as the date field holds it, YYYY-MM-DD; none: empty. */
const dayOf = (stored: string | null | undefined) => (stored ? stored.slice(0, 10) : '');

/** The form of a connection read (or spec 2 §9's defaults for a new one). */
export function formOf(record: ConnectionRecord | null): ConnectionForm {
  return {
    name: record?.name ?? '',
    isDefault: record?.isDefault ?? false,
    queueIds: record?.queues.map((q) => q.id) ?? [],
    greetingMessage: record?.greetingMessage ?? '',
    complationMessage: record?.complationMessage ?? '',
    outOfHoursMessage: record?.outOfHoursMessage ?? '',
    ratingMessage: record?.ratingMessage ?? '',
    expiresInactiveMessage: record?.expiresInactiveMessage ?? '',
    allowGroup: record?.allowGroup ?? false,
    groupAsTicket: record?.groupAsTicket === 'enabled',
    timeUseBotQueues: record?.timeUseBotQueues ?? 0,
    maxUseBotQueues: record?.maxUseBotQueues ?? 3,
    expiresTicket: record?.expiresTicket ?? 0,
    whenExpiresTicket: record?.whenExpiresTicket ?? '0',
    timeSendQueue: record?.timeSendQueue ?? 0,
    sendIdQueue: record?.sendIdQueue ?? null,
    timeCreateNewTicket: record?.timeCreateNewTicket ?? 0,
    expiresTicketNPS: record?.expiresTicketNPS ?? 0,
    maxUseBotQueuesNPS: record?.maxUseBotQueuesNPS ?? 3,
    integrationId: record?.integrationId ?? null,
    promptId: record?.promptId ?? null,
    flowIdWelcome: record?.flowIdWelcome ?? null,
    flowIdNotPhrase: record?.flowIdNotPhrase ?? null,
    schedules: weeklyHoursOf(record?.schedules),
    enableImportMessage: record?.enableImportMessage ?? false,
    importOldMessages: dayOf(record?.importOldMessages),
    importRecentMessages: dayOf(record?.importRecentMessages),
    importOldMessagesGroups: record?.importOldMessagesGroups ?? false,
    closedTicketsPostImported: record?.closedTicketsPostImported ?? false,
    queueIdImportMessages: record?.queueIdImportMessages ?? null,
    collectiveVacationMessage: record?.collectiveVacationMessage ?? '',
    collectiveVacationStart: dayOf(record?.collectiveVacationStart),
    collectiveVacationEnd: dayOf(record?.collectiveVacationEnd),
  };
}

/**
 * What POST /whatsapp and PUT /whatsapp/{id} take: the whole record (PUT is not a patch), blank
 * texts as none, empty numbers as 0 (spec 2 §5: empty timeSendQueue becomes "0"). The week only
 * when the dialog shows it (scheduleType connection), so a save elsewhere never resets it.
 */
export function bodyOf(form: ConnectionForm, withHours = false): ConnectionBody {
  const text = (s: string) => s.trim() || null;
  return {
    name: form.name.trim(),
    isDefault: form.isDefault,
    queueIds: form.queueIds,
    greetingMessage: text(form.greetingMessage),
    complationMessage: text(form.complationMessage),
    outOfHoursMessage: text(form.outOfHoursMessage),
    ratingMessage: text(form.ratingMessage),
    expiresInactiveMessage: text(form.expiresInactiveMessage),
    allowGroup: form.allowGroup,
    groupAsTicket: form.groupAsTicket ? 'enabled' : 'disabled',
    timeUseBotQueues: form.timeUseBotQueues ?? 0,
    maxUseBotQueues: form.maxUseBotQueues ?? 0,
    expiresTicket: form.expiresTicket ?? 0,
    whenExpiresTicket: form.whenExpiresTicket,
    timeSendQueue: form.timeSendQueue ?? 0,
    sendIdQueue: form.sendIdQueue,
    timeCreateNewTicket: form.timeCreateNewTicket ?? 0,
    expiresTicketNPS: form.expiresTicketNPS ?? 0,
    maxUseBotQueuesNPS: form.maxUseBotQueuesNPS ?? 0,
    integrationId: form.integrationId,
    promptId: form.promptId,
    flowIdWelcome: form.flowIdWelcome,
    flowIdNotPhrase: form.flowIdNotPhrase,
    enableImportMessage: form.enableImportMessage,
    importOldMessages: form.enableImportMessage ? text(form.importOldMessages) : null,
    importRecentMessages: form.enableImportMessage ? text(form.importRecentMessages) : null,
    importOldMessagesGroups: form.importOldMessagesGroups,
    closedTicketsPostImported: form.closedTicketsPostImported,
    queueIdImportMessages: form.queueIdImportMessages,
    collectiveVacationMessage: text(form.collectiveVacationMessage),
    collectiveVacationStart: text(form.collectiveVacationStart),
    collectiveVacationEnd: text(form.collectiveVacationEnd),
    ...(withHours ? { schedules: weeklyHoursBody(form.schedules) } : {}),
  };
}

/**
 * Spec 2 §4: saving a CONNECTED connection that imports old messages first ends its session (the
 * import starts on the next pairing); the dialog warns before. The reference server imports
 * nothing, so this only happens against a deployed backend.
 */
export function needsSessionReset(record: ConnectionRecord | null): boolean {
  return record?.status === 'CONNECTED' && !!record.importOldMessages;
}

/** The server's order: the default first, then by name. */
export function byDefaultThenName(a: ConnectionRecord, b: ConnectionRecord): number {
  return Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name) || a.id - b.id;
}

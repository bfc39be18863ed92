import { z } from 'zod';

/**
 * The company settings read and written by column (spec 2 "Settings", spec 1 §3): the columns of
 * the deployed `CompaniesSettings` row that the reference server stores. The server's table must
 * have exactly these (a server test checks), so a column name never reaches SQL unchecked.
 */
export const COMPANY_SETTING_COLUMNS = [
  'showNotificationPending',
  'sendGreetingAccepted',
  'greetingAcceptedMessage',
  'requiredTag',
  'lgpdHideNumber',
  'sendSignMessage',
  'lgpdDeleteMessage',
  'enableLGPD',
  'lgpdConsent',
  'lgpdMessage',
  'lgpdLink',
  'userRating',
  'scheduleType',
  'acceptCallWhatsapp',
  'AcceptCallWhatsappMessage',
  'userRandom',
  'sendGreetingMessageOneQueues',
  'sendFarewellWaitingTicket',
  'sendQueuePosition',
  'sendQueuePositionMessage',
  'acceptAudioMessageContact',
  'sendMsgTransfTicket',
  'transferMessage',
  'DirectTicketsToWallets',
  'closeTicketOnTransfer',
  'hoursCloseTicketsAuto',
] as const;
export const companySettingColumnSchema = z.enum(COMPANY_SETTING_COLUMNS);
export type CompanySettingColumn = z.infer<typeof companySettingColumnSchema>;

/** The keys the conversation screens read (spec 1 §3 "Company settings keys read by this area"). */
export const SETTINGS_READ_BY_APP = [
  'showNotificationPending',
  'sendGreetingAccepted',
  'greetingAcceptedMessage',
  'requiredTag',
  'lgpdHideNumber',
  'sendSignMessage',
  'lgpdDeleteMessage',
  'enableLGPD',
] as const satisfies readonly CompanySettingColumn[];

/**
 * A setting's value as the app reads it: text, where switches read 'enabled' | 'disabled'. The
 * deployed row mixes such text with real booleans (showNotificationPending: false), so a boolean
 * becomes the switch it means; null (an unset text column) becomes undefined, i.e. the default.
 */
export function settingText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'enabled' : 'disabled';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Columns of the settings row that are bookkeeping, not settings. */
const NOT_SETTINGS = new Set(['id', 'companyId', 'createdAt', 'updatedAt']);

function fromRow(row: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(row)) {
    const text = settingText(value);
    if (text !== undefined && !NOT_SETTINGS.has(key)) out[key] = text;
  }
  return out;
}

const rowSchema = z.record(z.string(), z.unknown());
const keyValueSchema = z.object({ key: z.string(), value: z.unknown() });

/**
 * Company settings as `{key: text}`, from every shape seen on the wire: the settings row as an
 * object (GET /companySettings/{id}), the same row wrapped in a one-element array (4.8.12's
 * login `companieSettings`, CONTRACT.md), or a list of `{key, value}` entries (spec 1 §3).
 */
export const companySettingsSchema = z
  .union([z.array(z.union([keyValueSchema, rowSchema])), rowSchema])
  .transform((input): Record<string, string> => {
    if (!Array.isArray(input)) return fromRow(input);
    const out: Record<string, string> = {};
    for (const entry of input) {
      const parsed = keyValueSchema.safeParse(entry);
      if (parsed.success) {
        const text = settingText(parsed.data.value);
        if (text !== undefined) out[parsed.data.key] = text;
      } else Object.assign(out, fromRow(entry as Record<string, unknown>));
    }
    return out;
  });
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** GET /companySettings/{companyId} answers the settings row. */
export const companySettingsReplySchema = companySettingsSchema;

/** GET /companySettingOne?column=<name>. */
export const companySettingOneQuerySchema = z.object({ column: companySettingColumnSchema });
export type CompanySettingOneQuery = z.infer<typeof companySettingOneQuerySchema>;

/**
 * GET /companySettingOne answers `{<column>: value}` (the deployed backend answers the first row of
 * a raw query; an older one the whole array of rows): read as settings, then take the column.
 */
export const companySettingOneReplySchema = companySettingsSchema;

/** PUT /companySettings `{column, data}`; a boolean (as the deployed web client sends) is stored as its switch. */
export const companySettingPutBodySchema = z.object({
  column: companySettingColumnSchema,
  data: z.union([z.string(), z.number(), z.boolean()]).transform((v) => settingText(v) ?? ''),
});
export type CompanySettingPutBody = z.input<typeof companySettingPutBodySchema>;

/** A change as `company-{id}-settings` carries it: `{action, setting: {key, value}}` or `{action, column, data}`. */
export const companySettingEventSchema = z.object({
  action: z.string(),
  setting: keyValueSchema.optional(),
  column: z.string().optional(),
  data: z.unknown().optional(),
});
export type CompanySettingEvent = z.infer<typeof companySettingEventSchema>;

import { z } from 'zod';
import {
  CONFIRMATION_FIELDS,
  GREATER_INTERVAL_OPTIONS,
  LONGER_INTERVAL_AFTER_OPTIONS,
  MESSAGE_FIELDS,
  MESSAGE_INTERVAL_OPTIONS,
} from '../../domain/campaigns';
import { campaignPageSchema, campaignSchema, campaignSettingListSchema } from '../campaign';
import { flagSchema, inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';

/** Whaticket's form sends '' (or 'Nenhuma' for the tag list) for an empty select. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' || v === 'Nenhuma' ? null : v),
  inputIdSchema.nullish(),
);
const message = z.string().max(4096).nullish();
const messages = Object.fromEntries([...MESSAGE_FIELDS, ...CONFIRMATION_FIELDS].map((f) => [f, message])) as Record<
  (typeof MESSAGE_FIELDS)[number] | (typeof CONFIRMATION_FIELDS)[number],
  typeof message
>;

/**
 * The campaign form (spec 3 §5: name 2–50 'Too Short!' / 'Too Long!' / 'Required'; a queue when
 * a user is chosen). scheduledAt: an ISO instant, or '' for none. Status, completedAt and the
 * media are the server's.
 */
export const campaignBodySchema = z
  .object({
    name: z.string({ error: 'Required' }).trim().min(1, 'Required').min(2, 'Too Short!').max(50, 'Too Long!'),
    ...messages,
    confirmation: flagSchema.optional(),
    scheduledAt: z.preprocess(
      (v) => (v === '' ? null : v),
      z.iso.datetime({ offset: true, local: true, error: 'Invalid date' }).nullish(),
    ),
    contactListId: optionalId,
    tagListId: optionalId,
    whatsappId: optionalId,
    userId: optionalId,
    queueId: optionalId,
    statusTicket: z.enum(['open', 'pending', 'closed']).optional(),
    openTicket: z.enum(['enabled', 'disabled']).optional(),
  })
  .refine((b) => b.userId == null || b.queueId != null, { path: ['queueId'], message: 'Required' });
export type CampaignBody = z.input<typeof campaignBodySchema>;

const oneOf = <T extends readonly number[]>(list: T) =>
  z.coerce
    .number<number | string>()
    .refine((n) => (list as readonly number[]).includes(n), { message: `one of ${list.join(', ')}` });
const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/** POST /campaign-settings {settings} (spec 3 §5 option lists, §9 defaults for what is left out). */
export const campaignSettingsBodySchema = z.object({
  settings: z
    .object({
      messageInterval: oneOf(MESSAGE_INTERVAL_OPTIONS),
      longerIntervalAfter: oneOf(LONGER_INTERVAL_AFTER_OPTIONS),
      greaterInterval: oneOf(GREATER_INTERVAL_OPTIONS),
      variables: z.array(z.object({ key: z.string().trim().min(1).max(50), value: z.string().max(1000) })).max(100),
      sabado: flagSchema,
      domingo: flagSchema,
      startHour: hour,
      endHour: hour,
    })
    .partial(),
});
export type CampaignSettingsBody = z.input<typeof campaignSettingsBodySchema>;

const params = z.object({ campaignId: inputIdSchema });

/** Campaigns and their settings (spec 3 "Campaigns", "Campaign settings", §7), admins, plan useCampaigns. */
export const campaignRoutes = {
  page: route({
    method: 'GET',
    path: '/campaigns',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: campaignPageSchema,
  }),
  /** With contactList {name, contacts[].isWhatsappValid} and shipping[] (the report reads it). */
  one: route({ method: 'GET', path: '/campaigns/:campaignId', params, reply: campaignSchema }),
  /** A campaign with scheduledAt is PROGRAMADA, else INATIVA. */
  create: route({ method: 'POST', path: '/campaigns', body: campaignBodySchema, reply: campaignSchema }),
  /** Spec 3 §4: all fields while INATIVA or PROGRAMADA > 1 h ahead, the messages when CANCELADA. */
  update: route({
    method: 'PUT',
    path: '/campaigns/:campaignId',
    params,
    body: campaignBodySchema,
    reply: campaignSchema,
  }),
  remove: route({ method: 'DELETE', path: '/campaigns/:campaignId', params, reply: okReplySchema }),
  /** EM_ANDAMENTO (or PROGRAMADA) → CANCELADA: the runner stops before its next message. */
  cancel: route({ method: 'POST', path: '/campaigns/:campaignId/cancel', params, reply: okReplySchema }),
  /** CANCELADA → EM_ANDAMENTO: the entries not yet reached get their message. */
  restart: route({ method: 'POST', path: '/campaigns/:campaignId/restart', params, reply: okReplySchema }),
  /** Multipart `file`; replaces the previous one. */
  uploadMedia: route({
    method: 'POST',
    path: '/campaigns/:campaignId/media-upload',
    params,
    multipart: 'only',
    reply: campaignSchema,
  }),
  removeMedia: route({ method: 'DELETE', path: '/campaigns/:campaignId/media-upload', params, reply: campaignSchema }),
  settings: route({ method: 'GET', path: '/campaign-settings', reply: campaignSettingListSchema }),
  saveSettings: route({
    method: 'POST',
    path: '/campaign-settings',
    body: campaignSettingsBodySchema,
    reply: campaignSettingListSchema,
  }),
};

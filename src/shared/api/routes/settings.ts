import { z } from 'zod';
import { textSchema } from '../common';
import { companyParamsSchema } from '../company';
import {
  companySettingOneQuerySchema,
  companySettingOneReplySchema,
  companySettingPutBodySchema,
  companySettingsReplySchema,
} from '../companySettings';
import { queueListSchema } from '../queue';
import { logoReplySchema, settingPutBodySchema, settingReplySchema, whiteLabelKeySchema } from '../settings';
import { route } from '../route';
import { sessionAddresses } from './sessionAddresses';
import { connectionRecordSchema } from '../whatsapp';

/** Company configuration: settings, company settings, queues and connections. */
export const settingRoutes = {
  settings: route({
    method: 'GET',
    path: '/settings',
    reply: z.array(z.object({ key: z.string(), value: textSchema }).loose()),
  }),
  companySettingOne: route({
    ...sessionAddresses.companySettingOne,
    query: companySettingOneQuerySchema,
    reply: companySettingOneReplySchema,
  }),
  companySettings: route({
    ...sessionAddresses.companySettings,
    params: companyParamsSchema,
    reply: companySettingsReplySchema,
  }),
  /** Answers `{[column]: value}`. */
  updateCompanySetting: route({
    method: 'PUT',
    path: '/companySettings',
    body: companySettingPutBodySchema,
    reply: z.record(z.string(), z.unknown()),
  }),
  /** One key/value setting of the installation (company 1), super user only (spec 2 §6). */
  updateSetting: route({
    method: 'PUT',
    path: '/settings/:key',
    params: z.object({ key: whiteLabelKeySchema }),
    body: settingPutBodySchema,
    reply: settingReplySchema,
  }),
  /** Multipart `typeArch=logo`, `mode` Light|Dark|Favicon, `file` (an image): stores it as that logo. */
  uploadLogo: route({
    method: 'POST',
    path: '/settings-whitelabel/logo',
    multipart: 'only',
    reply: logoReplySchema,
  }),
  queues: route({ method: 'GET', path: '/queue', reply: queueListSchema }),
  connections: route({ method: 'GET', path: '/whatsapp', reply: z.array(connectionRecordSchema) }),
};

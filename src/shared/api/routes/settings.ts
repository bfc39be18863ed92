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
import { route } from '../route';
import { connectionSchema } from '../whatsapp';

/** Company configuration: settings, company settings, queues and connections. */
export const settingRoutes = {
  settings: route({
    method: 'GET',
    path: '/settings',
    reply: z.array(z.object({ key: z.string(), value: textSchema }).loose()),
  }),
  companySettingOne: route({
    method: 'GET',
    path: '/companySettingOne',
    query: companySettingOneQuerySchema,
    reply: companySettingOneReplySchema,
  }),
  companySettings: route({
    method: 'GET',
    path: '/companySettings/:companyId',
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
  queues: route({ method: 'GET', path: '/queue', reply: queueListSchema }),
  connections: route({ method: 'GET', path: '/whatsapp', reply: z.array(connectionSchema) }),
};

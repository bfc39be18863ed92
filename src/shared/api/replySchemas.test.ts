import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiSchemas } from '../../../tests/support/apiSchemas';
import { recordedReply } from '../../../tests/support/contractFixtures';
import { parse } from '../parse';
import { writtenEventCases } from './eventCases.fixtures';
import { writtenReplyCases, type ReplyCase } from './replyCases.fixtures';

/**
 * Issue 8: every reply and event schema of src/shared/api parses what a deployed Whaticket 4.8
 * sends (recorded from one where a recording exists, else written from CONTRACT.md), and a new
 * schema cannot be added without such a case: the walk below finds every exported `*Schema`.
 */

/** The exported schemas that are no reply, and why: requests the client sends, and field types every case exercises. */
const NOT_REPLIES: Record<string, string> = {
  loginBodySchema: 'request: POST /auth/login',
  companyParamsSchema: 'request: the companyId of a path',
  companySettingColumnSchema: 'request: a column name the client sends',
  companySettingOneQuerySchema: 'request: GET /companySettingOne query',
  companySettingPutBodySchema: 'request: PUT /companySettings',
  sendMessageBodySchema: 'request: POST /messages/{ticketId}',
  vCardInputSchema: 'request: the contact card of POST /messages/{ticketId}',
  editMessageBodySchema: 'request: POST /messages/edit/{id}',
  forwardMessageBodySchema: 'request: POST /message/forward',
  externalSendBodySchema: 'request: POST /api/messages/send',
  ticketUpdateBodySchema: 'request: PUT /tickets/{id}',
  userUpdateBodySchema: 'request: PUT /users/{id}',
  userCreateBodySchema: 'request: POST /users',
  whiteLabelKeySchema: 'request: the key of PUT /settings/{key}',
  settingPutBodySchema: 'request: PUT /settings/{key}',
  panelWidthBodySchema: 'request: PUT /users/toggleChangeWidht/{id}',
  idSchema: 'field type',
  switchSchema: 'field type',
  timestampSchema: 'field type',
  textSchema: 'field type',
  colorSchema: 'field type',
  channelSchema: 'field type',
  ackSchema: 'field type',
  messageIdSchema: 'field type',
  ticketStatusSchema: 'field type',
  profileSchema: 'field type',
  inputIdSchema: 'request: an id of a path, query or body (input.ts)',
  pageNumberSchema: 'request: a list query',
  searchParamSchema: 'request: a list query',
  flagTextSchema: 'request: a query or multipart flag',
  flagSchema: 'request: a form flag',
  jsonIdsSchema: 'request: a list filter of a query',
  jsonStringsSchema: 'request: a list filter of a query',
  chatbotOptionInputSchema: 'request: a chatbot option of POST/PUT /queue and /chatbot',
  chatbotsInputSchema: 'request: the chatbots of POST/PUT /queue',
  chatbotBodySchema: 'request: POST /chatbot, PUT /chatbot/{id}',
  scheduleEntryInputSchema: 'request: a day of weekly hours',
  weeklyHoursInputSchema: 'request: the schedules of PUT /queue/{id} and PUT /companies/{id}/schedules',
  momentsQuerySchema: 'request: GET /dashboard/moments query',
  reportQuerySchema: 'request: GET /ticketreport/reports query',
  reportStatusSchema: 'field type',
  signupBodySchema: 'request: POST /auth/signup',
  companyBodySchema: 'request: POST /companies',
  companyUpdateBodySchema: 'request: PUT /companies/{id}',
};

type Recorded = {
  user: { company: Record<string, unknown> & { companieSettings?: unknown; plan?: unknown }; queues: unknown[] };
};
const login = () => recordedReply('whaticket-4.8.12', 'login') as Recorded;
const refresh = () => recordedReply('whaticket-4.8.12', 'refresh') as Recorded;

/** The replies recorded from a deployed 4.8.12 (contract-fixtures), and their parts. */
const recordedCases: ReplyCase[] = [
  {
    schema: 'sessionReplySchema',
    reply: 'recorded POST /auth/login',
    payload: login,
    reads: { user: { id: 1, company: { plan: null } } },
  },
  {
    schema: 'sessionReplySchema',
    reply: 'recorded POST /auth/refresh_token',
    payload: refresh,
    reads: { user: { id: 1, allTicket: 'disabled' } },
  },
  {
    schema: 'userSchema',
    reply: "recorded login's user",
    payload: () => login().user,
    reads: { profile: 'admin', super: true, queues: [{ id: 1 }, { id: 2 }] },
  },
  {
    schema: 'userSchema',
    reply: "recorded refresh's user",
    payload: () => refresh().user,
    reads: { defaultTicketsManagerWidth: 550 },
  },
  {
    schema: 'companySchema',
    reply: "recorded login's company",
    payload: () => login().user.company,
    reads: { plan: null, companieSettings: { requiredTag: 'disabled' } },
  },
  {
    schema: 'companySchema',
    reply: "recorded refresh's company",
    payload: () => refresh().user.company,
    reads: { plan: { amount: 100 }, companieSettings: {} },
  },
  {
    schema: 'planSchema',
    reply: "recorded refresh's plan",
    payload: () => refresh().user.company.plan,
    reads: { name: 'Plano 1', amount: 100, useKanban: true },
  },
  {
    schema: 'planFlagsSchema',
    reply: "recorded refresh's plan",
    payload: () => refresh().user.company.plan,
    reads: { useCampaigns: true, useWhatsapp: true },
  },
  {
    schema: 'companySettingsSchema',
    reply: "recorded login's one-row array",
    payload: () => login().user.company.companieSettings,
    reads: { sendSignMessage: 'enabled', showNotificationPending: 'disabled' },
  },
  {
    schema: 'queueSchema',
    reply: "recorded login's queue",
    payload: () => login().user.queues[0],
    reads: { id: 1, name: 'Suporte', color: '#1976d2' },
  },
];

const CASES = [...recordedCases, ...writtenReplyCases, ...writtenEventCases];

const schemas = await apiSchemas();

describe('every reply schema has a deployed-shape case', () => {
  it('the walk finds the schemas (a broken walk must not pass by finding none)', () => {
    expect(schemas.size).toBeGreaterThan(40);
    expect(schemas.get('ticketPageSchema')).toBeInstanceOf(z.ZodType);
  });

  it('each exported *Schema is a reply with a case, or named here as no reply with the reason', () => {
    const covered = new Set(CASES.map((c) => c.schema));
    const without = [...schemas.keys()].filter((name) => !covered.has(name) && !(name in NOT_REPLIES));
    expect(
      without,
      'reply schemas without a deployed-shape case (add one to replyCases.fixtures.ts or eventCases.fixtures.ts)',
    ).toEqual([]);
  });

  it('names only schemas that exist, and none both as a reply and as none', () => {
    const named = [...CASES.map((c) => c.schema), ...Object.keys(NOT_REPLIES)];
    expect(named.filter((name) => !schemas.has(name))).toEqual([]);
    expect(CASES.filter((c) => c.schema in NOT_REPLIES).map((c) => c.schema)).toEqual([]);
  });
});

describe('the schemas read the deployed shapes', () => {
  it.each(CASES)('$schema reads $reply', ({ schema, reply, payload, reads }) => {
    const parsed = parse(schemas.get(schema)!, payload(), `${schema} (${reply})`);
    if (reads !== null && typeof reads === 'object') expect(parsed).toMatchObject(reads);
    else expect(parsed).toEqual(reads);
  });
});

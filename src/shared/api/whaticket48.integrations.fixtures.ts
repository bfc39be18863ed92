/**
 * Queue integrations as a Whaticket 4.8 backend answers and emits them (its QueueIntegrations
 * model: every column, Typebot numbers as the form sent them, timestamps, companyId).
 */
export function typebot48() {
  return {
    id: 4,
    type: 'typebot',
    name: 'Typebot vendas',
    projectName: 'Typebot vendas',
    jsonContent: '',
    urlN8N: 'https://typebot.example.com',
    language: '',
    companyId: 1,
    typebotSlug: 'vendas-abc',
    typebotExpires: '1',
    typebotKeywordFinish: '#sair',
    typebotKeywordRestart: null,
    typebotUnknownMessage: 'Não entendi',
    typebotDelayMessage: 1000,
    typebotRestartMessage: null,
    createdAt: '2025-03-05T15:00:00.000Z',
    updatedAt: '2025-03-05T15:00:00.000Z',
  };
}

/** A Dialogflow record of an older version: no Typebot columns at all. */
export function dialogflow48() {
  return {
    id: 2,
    type: 'dialogflow',
    name: 'Agente FAQ',
    projectName: 'faq-agent-123',
    jsonContent: '{"type":"service_account"}',
    language: 'pt-BR',
    urlN8N: null,
    companyId: 1,
  };
}

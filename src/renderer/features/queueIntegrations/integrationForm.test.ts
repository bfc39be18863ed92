import { describe, expect, it } from 'vitest';
import { queueIntegrationSchema } from '@shared/api/queueIntegration';
import { queueIntegrationBodySchema } from '@shared/api/routes/queueIntegrations';
import { dialogflow48, typebot48 } from '@shared/api/whaticket48.integrations.fixtures';
import { bodyOf, formOf, integrationFormSchema } from './integrationForm';

/** The first message of each field, as the dialog shows it (react-hook-form keeps the first). */
const messages = (form: unknown) => {
  const r = integrationFormSchema.safeParse(form);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('the integration dialog’s form (spec 2 §5, §9)', () => {
  it('starts as a Typebot with a 1000 ms delay and a 1 minute expiry, and says what is missing', () => {
    const form = formOf(null);
    expect(form).toMatchObject({ type: 'typebot', typebotDelayMessage: 1000, typebotExpires: 1 });
    expect(messages(form)).toEqual({
      name: 'form.required',
      urlN8N: 'form.required',
      typebotSlug: 'form.required',
    });
    expect(messages({ ...form, type: 'n8n', name: 'A', urlN8N: 'n8n.example.com' })).toEqual({
      name: 'form.tooShort',
      urlN8N: 'form.badUrl',
    });
    expect(messages({ ...form, type: 'webhook', name: 'x'.repeat(51), urlN8N: 'https://h.example.com' })).toEqual({
      name: 'form.tooLong',
    });
  });

  it('opens a deployed Dialogflow record and saves it back as the server accepts it', () => {
    const record = queueIntegrationSchema.parse(dialogflow48());
    const form = formOf(record);
    expect(form).toMatchObject({ type: 'dialogflow', projectName: 'faq-agent-123', language: 'pt-BR', urlN8N: '' });
    expect(messages(form)).toEqual({});
    const body = queueIntegrationBodySchema.parse(bodyOf(form));
    expect(body).toMatchObject({ type: 'dialogflow', name: 'Agente FAQ', urlN8N: null, language: 'pt-BR' });
  });

  it('sends a Typebot read from text numbers as numbers, blanks as none', () => {
    const form = formOf(queueIntegrationSchema.parse(typebot48()));
    const body = queueIntegrationBodySchema.parse(bodyOf({ ...form, typebotExpires: null }));
    expect(body).toMatchObject({ typebotExpires: 1, typebotDelayMessage: 1000, typebotKeywordRestart: null });
    expect(body.jsonContent).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fillMessageVariables, greetingFor, MESSAGE_VARIABLES, messageVariableValues } from './messageVariables';

const base = {
  contactName: 'Maria da Silva',
  userName: 'Ana Atendente',
  ticketId: 42,
  queue: 'Suporte',
  connection: 'WhatsApp Demo',
  timeZone: 'America/Cuiaba',
};

describe('message variables (spec 1 §3)', () => {
  it('greets by the hour: Bom dia until noon, Boa tarde until 18 h, Boa noite after', () => {
    expect([0, 5, 11].map(greetingFor)).toEqual(['Bom dia', 'Bom dia', 'Bom dia']);
    expect([12, 17].map(greetingFor)).toEqual(['Boa tarde', 'Boa tarde']);
    expect([18, 23].map(greetingFor)).toEqual(['Boa noite', 'Boa noite']);
  });

  it('gives every variable of the spec a value, in the company time zone', () => {
    // 2025-03-04 13:05 UTC is 09:05 in Cuiabá (UTC−4).
    const values = messageVariableValues({ ...base, now: new Date('2025-03-04T13:05:00Z') });
    expect(Object.keys(values).sort()).toEqual([...MESSAGE_VARIABLES].sort());
    expect(values).toEqual({
      firstName: 'Maria',
      name: 'Maria da Silva',
      userName: 'Ana Atendente',
      ms: 'Bom dia',
      protocol: '2025030442',
      date: '04/03/2025',
      hour: '09:05',
      ticket_id: '42',
      queue: 'Suporte',
      connection: 'WhatsApp Demo',
    });
  });

  it('uses the local date across midnight UTC (the protocol is the day where the attendant is)', () => {
    const values = messageVariableValues({ ...base, now: new Date('2025-03-05T02:30:00Z') });
    expect(values.date).toBe('04/03/2025');
    expect(values.protocol).toBe('2025030442');
    expect(values.ms).toBe('Boa noite');
  });

  it('replaces the placeholders in a text, with or without spaces inside the braces', () => {
    const text =
      '{{ms}}, {{firstName}}! Sou {{userName}} da fila {{ queue }} ({{connection}}). Protocolo {{protocol}}, ticket {{ticket_id}}, {{date}} às {{hour}}.';
    expect(fillMessageVariables(text, { ...base, now: new Date('2025-03-04T20:15:00Z') })).toBe(
      'Boa tarde, Maria! Sou Ana Atendente da fila Suporte (WhatsApp Demo). Protocolo 2025030442, ticket 42, 04/03/2025 às 16:15.',
    );
  });

  it('leaves unknown names and single braces as written, and empty values for a ticket without queue or connection', () => {
    const ctx = { ...base, queue: null, connection: undefined, now: new Date('2025-03-04T13:05:00Z') };
    expect(fillMessageVariables('{{nome}} {name} {{queue}}|{{connection}}|{{constructor}}', ctx)).toBe(
      '{{nome}} {name} ||{{constructor}}',
    );
    expect(fillMessageVariables('sem variáveis', ctx)).toBe('sem variáveis');
  });

  it('takes the first name of a name with extra spaces', () => {
    const values = messageVariableValues({ ...base, contactName: '  João   Pedro ', now: new Date() });
    expect(values.firstName).toBe('João');
    expect(values.name).toBe('João   Pedro');
  });
});

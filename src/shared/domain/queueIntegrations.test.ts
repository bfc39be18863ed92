import { describe, expect, it } from 'vitest';
import { integrationMissingFields, isHttpUrl } from './queueIntegrations';

describe('queue integration rules (spec 2 §5)', () => {
  it('n8n, webhook and typebot need a URL, typebot also a slug; other kinds neither', () => {
    expect(integrationMissingFields({ type: 'n8n' })).toEqual(['urlN8N']);
    expect(integrationMissingFields({ type: 'webhook', urlN8N: '  ' })).toEqual(['urlN8N']);
    expect(integrationMissingFields({ type: 'typebot', urlN8N: 'https://t.example.com' })).toEqual(['typebotSlug']);
    expect(integrationMissingFields({ type: 'typebot' })).toEqual(['urlN8N', 'typebotSlug']);
    expect(integrationMissingFields({ type: 'dialogflow' })).toEqual([]);
    expect(integrationMissingFields({ type: 'flowbuilder' })).toEqual([]);
  });

  it('takes http and https addresses with a host, nothing else', () => {
    for (const url of [
      'https://n8n.example.com/webhook/abc',
      'http://localhost:5678/x?y=1',
      'https://typebot.example.com',
    ])
      expect(isHttpUrl(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', 'ftp://x.example.com', 'https://', 'https:// x', 'n8n.example.com'])
      expect(isHttpUrl(url), url).toBe(false);
  });
});

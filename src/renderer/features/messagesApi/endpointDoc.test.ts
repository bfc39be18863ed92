import { describe, expect, it } from 'vitest';
import { mediaCurl, sendUrl, textCurl } from './endpointDoc';

const words = { token: 'SEU_TOKEN', text: "Olá, it's here", caption: 'Segue', file: '/tmp/a.pdf' };

describe('the documented endpoint', () => {
  it("is this backend's address, without a doubled slash", () => {
    expect(sendUrl('http://10.0.0.5:8080/')).toBe('http://10.0.0.5:8080/api/messages/send');
    expect(sendUrl('https://api.example.com')).toBe('https://api.example.com/api/messages/send');
  });

  it('the curl examples carry the address, the bearer and the body, quoted for a shell', () => {
    const text = textCurl('https://api.example.com', words);
    expect(text).toContain("curl -X POST 'https://api.example.com/api/messages/send'");
    expect(text).toContain("-H 'Authorization: Bearer SEU_TOKEN'");
    // A quote in the text closes and reopens the shell string rather than ending it.
    expect(text).toContain(`-d '{"number":"5511999999999","body":"Olá, it'\\''s here"}'`);
    const media = mediaCurl('https://api.example.com', words);
    expect(media).toContain("-F 'medias=@/tmp/a.pdf'");
    expect(media).not.toContain('Content-Type');
  });
});

import { describe, expect, it } from 'vitest';
import { parseLocation } from './location';
import { captionOf, fileNameOf, fileTypeLabel, formatBytes, messageKind } from './messageKind';
import { parseRichText } from '@shared/domain/richText';
import { parseVCards } from './vcard';

const msg = (mediaType: string, mediaUrl: string | null = null, body = '') => ({ mediaType, mediaUrl, body });

describe('messageKind', () => {
  it('reads the Whaticket family media types', () => {
    expect(messageKind(msg('chat'))).toBe('text');
    expect(messageKind(msg('extendedTextMessage'))).toBe('text');
    expect(messageKind(msg('image', 'http://b/x.jpg'))).toBe('image');
    expect(messageKind(msg('video', 'http://b/x.mp4'))).toBe('video');
    expect(messageKind(msg('audio', 'http://b/x.ogg'))).toBe('audio');
    expect(messageKind(msg('ptt', 'http://b/x.ogg'))).toBe('audio');
    expect(messageKind(msg('application', 'http://b/x.pdf'))).toBe('document');
    expect(messageKind(msg('document', 'http://b/x.zip'))).toBe('document');
    expect(messageKind(msg('locationMessage', null, 'a|b'))).toBe('location');
    expect(messageKind(msg('contactMessage', null, 'BEGIN:VCARD'))).toBe('contact');
    expect(messageKind(msg('reactionMessage', null, '👍'))).toBe('reaction');
    expect(messageKind(msg('call_log', null, ''))).toBe('call');
  });

  it('falls back on the address, then on text, so nothing is dropped', () => {
    expect(messageKind(msg('image'))).toBe('text');
    expect(messageKind(msg('weirdType', 'http://b/voice.opus'))).toBe('audio');
    expect(messageKind(msg('weirdType', 'http://b/clip.webm?sig=1'))).toBe('video');
    expect(messageKind(msg('weirdType', 'http://b/file.bin'))).toBe('document');
    expect(messageKind(msg('chat', null, 'BEGIN:VCARD\nFN:X\nEND:VCARD'))).toBe('contact');
  });

  it('file names, captions, type labels and sizes', () => {
    expect(fileNameOf('http://b/public/company1/Relat%C3%B3rio%20final.pdf?sig=abc')).toBe('Relatório final.pdf');
    expect(captionOf({ body: 'Relatório final.pdf', mediaUrl: 'http://b/1699-Relat%C3%B3rio%20final.pdf' })).toBe('');
    expect(captionOf({ body: 'olha isso', mediaUrl: 'http://b/foto.jpg' })).toBe('olha isso');
    expect(captionOf({ body: 'to', mediaUrl: 'http://b/foto.jpg' })).toBe('to');
    expect(fileTypeLabel('a.docx')).toBe('DOCX');
    expect(fileTypeLabel('README')).toBe('');
    expect(formatBytes(532)).toBe('532 B');
    expect(formatBytes(14_000)).toBe('14 KB');
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
  });
});

describe('parseVCards', () => {
  it('reads the name and the WhatsApp number of a card', () => {
    const body = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Silva;Maria;;;',
      'FN:Maria Silva',
      'item1.TEL;waid=5565999887766:+55 65 99988-7766',
      'item1.X-ABLabel:Celular',
      'END:VCARD',
    ].join('\n');
    expect(parseVCards(body)).toEqual([{ name: 'Maria Silva', numbers: [{ digits: '5565999887766', display: '+55 65 99988-7766' }] }]);
  });

  it('several cards, folded lines, N without FN, TEL without waid', () => {
    const body =
      'BEGIN:VCARD\r\nN:Souza;João;;;\r\nTEL;type=CELL:+55 (11) 9\r\n 8888-7777\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Ana\r\nEND:VCARD';
    expect(parseVCards(body)).toEqual([
      { name: 'João Souza', numbers: [{ digits: '5511988887777', display: '+55 (11) 98888-7777' }] },
      { name: 'Ana', numbers: [] },
    ]);
  });

  it('text that is no vCard gives no card', () => {
    expect(parseVCards('Maria, +55 65 9999')).toEqual([]);
  });
});

describe('parseLocation', () => {
  it('reads the family format thumbnail|link|description', () => {
    const body = 'data:image/jpeg;base64,AAAA|https://maps.google.com/maps?q=-15.601%2C-56.097&z=17&hl=pt-BR|Praça Alencastro';
    expect(parseLocation(body)).toEqual({
      latitude: -15.601,
      longitude: -56.097,
      thumbnail: 'data:image/jpeg;base64,AAAA',
      link: 'https://maps.google.com/maps?q=-15.601%2C-56.097&z=17&hl=pt-BR',
      description: 'Praça Alencastro',
    });
  });

  it('never keeps a link or thumbnail that is not http(s) or an image', () => {
    const info = parseLocation('javascript:alert(1)|javascript:alert(2)?q=1.5,2.5|x');
    expect(info?.thumbnail).toBeNull();
    expect(info?.link).toBe('https://maps.google.com/maps?q=1.5%2C2.5&z=17');
  });

  it('bare coordinates, a geo: URI and JSON', () => {
    expect(parseLocation('-15.6, -56.1')).toMatchObject({ latitude: -15.6, longitude: -56.1, thumbnail: null });
    expect(parseLocation('geo:-15.6,-56.1')).toMatchObject({ latitude: -15.6, longitude: -56.1 });
    expect(parseLocation('{"latitude":-15.6,"longitude":-56.1,"name":"Loja"}')).toMatchObject({
      latitude: -15.6,
      description: 'Loja',
    });
    expect(parseLocation('perto da praça')).toBeNull();
    expect(parseLocation('')).toBeNull();
  });
});

describe('parseRichText', () => {
  it('keeps HTML as text', () => {
    expect(parseRichText('<img src=x onerror=alert(1)><script>alert(2)</script>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)><script>alert(2)</script>' },
    ]);
  });

  it('finds links, leaving sentence punctuation out and refusing other schemes', () => {
    expect(parseRichText('veja https://exemplo.com.br/a_b_c?x=1. e www.site.com)')).toEqual([
      { type: 'text', text: 'veja ' },
      { type: 'link', text: 'https://exemplo.com.br/a_b_c?x=1', href: 'https://exemplo.com.br/a_b_c?x=1' },
      { type: 'text', text: '. e ' },
      { type: 'link', text: 'www.site.com', href: 'https://www.site.com/' },
      { type: 'text', text: ')' },
    ]);
    expect(parseRichText('javascript:alert(1)')).toEqual([{ type: 'text', text: 'javascript:alert(1)' }]);
  });

  it('WhatsApp markers, nested, and not inside words', () => {
    expect(parseRichText('*Olá* _mundo *lindo*_ ~não~ ```a*b*c```')).toEqual([
      { type: 'bold', children: [{ type: 'text', text: 'Olá' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'mundo ' }, { type: 'bold', children: [{ type: 'text', text: 'lindo' }] }] },
      { type: 'text', text: ' ' },
      { type: 'strike', children: [{ type: 'text', text: 'não' }] },
      { type: 'text', text: ' ' },
      { type: 'mono', children: [{ type: 'text', text: 'a*b*c' }] },
    ]);
    expect(parseRichText('2*3*4 e snake_case_name e * solto *')).toEqual([{ type: 'text', text: '2*3*4 e snake_case_name e * solto *' }]);
  });
});

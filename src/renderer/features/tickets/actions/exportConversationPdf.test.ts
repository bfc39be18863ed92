import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError, setPlatform, type Platform } from '@renderer/platform';
import { exportConversationPdf, pdfFileName } from './exportConversationPdf';

/** What was on the printed page (the print root's text) when the platform printed. */
function fakePlatform(result: boolean | Error) {
  const printed: { name: string; text: string | null; title: string }[] = [];
  setPlatform({
    exportPdf: vi.fn(async (name: string) => {
      printed.push({ name, text: document.querySelector('[data-print-root]')?.textContent ?? null, title: document.title });
      if (result instanceof Error) throw result;
      return result;
    }),
  } as unknown as Platform);
  return printed;
}

function conversation() {
  const log = document.createElement('div');
  log.setAttribute('role', 'log');
  log.id = 'conversation';
  log.textContent = 'Olá, meu pedido chegou?';
  document.body.append(log);
  return log;
}

afterEach(() => {
  setPlatform(null);
  document.body.innerHTML = '';
  document.title = 'Balcão';
});

describe('exportConversationPdf', () => {
  it('puts a copy of the conversation under its title on the printed page, then asks the platform for the PDF', async () => {
    const printed = fakePlatform(true);
    document.title = 'Balcão';
    const result = await exportConversationPdf(conversation(), 'Conversa com Ana - ticket 7');
    expect(result).toBe('saved');
    expect(printed).toEqual([
      { name: 'Conversa com Ana - ticket 7.pdf', text: 'Conversa com Ana - ticket 7Olá, meu pedido chegou?', title: 'Conversa com Ana - ticket 7' },
    ]);
    // Printed and cleaned up: the page is as it was.
    expect(document.querySelector('[data-print-root]')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.title).toBe('Balcão');
    expect(document.querySelectorAll('#conversation')).toHaveLength(1);
  });

  it('cancelled in the save dialog, or failed: cleaned up all the same', async () => {
    fakePlatform(false);
    expect(await exportConversationPdf(conversation(), 'x')).toBe('cancelled');
    fakePlatform(new PlatformError('FAILED', 'printToPDF failed'));
    await expect(exportConversationPdf(conversation(), 'x')).rejects.toThrow('printToPDF failed');
    expect(document.querySelector('[data-print-root]')).toBeNull();
  });

  it('nothing to print: says so without asking the platform', async () => {
    const printed = fakePlatform(true);
    expect(await exportConversationPdf(null, 'x')).toBe('missing');
    expect(printed).toEqual([]);
  });
});

describe('pdfFileName', () => {
  it('is a file name, never a path, that the save dialog accepts', () => {
    expect(pdfFileName('Conversa com Ana / Bruno: ticket 7')).toBe('Conversa com Ana - Bruno- ticket 7.pdf');
    expect(pdfFileName('..\\..\\etc')).toBe('etc.pdf');
    expect(pdfFileName('   ')).toBe('conversa.pdf');
    expect(pdfFileName('x'.repeat(300))).toHaveLength(124);
  });
});

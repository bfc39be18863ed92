import { describe, expect, it, vi } from 'vitest';
import { pdfExportSchema } from '@shared/ipc/contract';
import { createPdfExport } from './pdf';
import { fakeLog } from './testing/fakes';

const PDF = new TextEncoder().encode('%PDF-1.7 fake');

describe('createPdfExport (pdf:exportConversation)', () => {
  it('prints the app window (its print stylesheet applies) and saves through the save dialog', async () => {
    const printToPDF = vi.fn(async () => Buffer.from(PDF));
    const save = vi.fn(async () => ({ saved: true }));
    const pdf = createPdfExport({ contents: () => ({ printToPDF, isDestroyed: () => false }) as never, save, log: fakeLog() });
    await expect(pdf.export({ defaultName: 'Conversa com Ana - 12.pdf' })).resolves.toEqual({ saved: true });
    expect(printToPDF).toHaveBeenCalledWith(expect.objectContaining({ printBackground: true, pageSize: 'A4' }));
    expect(save).toHaveBeenCalledWith({
      defaultName: 'Conversa com Ana - 12.pdf',
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
      data: expect.any(Uint8Array),
    });
    const [[{ data }]] = save.mock.calls as unknown as [[{ data: Uint8Array }]];
    expect(new TextDecoder().decode(data)).toBe('%PDF-1.7 fake');
  });

  it('reports a cancelled save, and fails without a window', async () => {
    const save = vi.fn(async () => ({ saved: false }));
    const printToPDF = vi.fn(async () => PDF);
    await expect(createPdfExport({ contents: () => ({ printToPDF, isDestroyed: () => false }) as never, save, log: fakeLog() }).export({ defaultName: 'a.pdf' })).resolves.toEqual({ saved: false });
    await expect(createPdfExport({ contents: () => null, save, log: fakeLog() }).export({ defaultName: 'a.pdf' })).rejects.toThrow(/no window/);
  });

  it('takes a PDF file name, not a path nor another type', () => {
    for (const defaultName of ['../x.pdf', 'x.exe', '/tmp/x.pdf', ''])
      expect(pdfExportSchema.safeParse({ defaultName }).success, defaultName).toBe(false);
    expect(pdfExportSchema.parse({ defaultName: 'Conversa.PDF' })).toEqual({ defaultName: 'Conversa.PDF' });
  });
});

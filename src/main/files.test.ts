import { describe, expect, it, vi } from 'vitest';
import { fileSaveSchema } from '@shared/ipc/contract';
import { createFiles } from './files';
import { fakeLog } from './testing/fakes';

function files(choice: { canceled: boolean; filePath?: string }) {
  const writeFile = vi.fn(async () => undefined);
  const showSaveDialog = vi.fn(async () => ({ canceled: choice.canceled, filePath: choice.filePath ?? '' }));
  const module = createFiles({ dialog: { showSaveDialog }, writeFile, defaultDir: () => '/home/ana/Downloads', joinPath: (d, n) => `${d}/${n}`, log: fakeLog() });
  return { module, writeFile, showSaveDialog };
}

describe('file:save', () => {
  it('asks where to save, in Downloads under the suggested name, then writes the bytes there', async () => {
    const { module, writeFile, showSaveDialog } = files({ canceled: false, filePath: '/tmp/escolhido.pdf' });
    const data = new Uint8Array([1, 2, 3]);
    await expect(module.save(fileSaveSchema.parse({ defaultName: 'conversa.pdf', data, filters: [{ name: 'PDF', extensions: ['pdf'] }] }))).resolves.toEqual({ saved: true });
    expect(showSaveDialog).toHaveBeenCalledWith(expect.objectContaining({ defaultPath: '/home/ana/Downloads/conversa.pdf', filters: [{ name: 'PDF', extensions: ['pdf'] }] }));
    expect(writeFile).toHaveBeenCalledWith('/tmp/escolhido.pdf', data);
  });

  it('writes nothing when the user cancels', async () => {
    const { module, writeFile } = files({ canceled: true });
    await expect(module.save(fileSaveSchema.parse({ defaultName: 'a.png', data: new Uint8Array([1]) }))).resolves.toEqual({ saved: false });
    expect(writeFile).not.toHaveBeenCalled();
  });

  it('refuses a path where a file name is expected', () => {
    for (const defaultName of ['../../.bashrc', '/etc/passwd', 'a\\\\b.txt', '..'])
      expect(fileSaveSchema.safeParse({ defaultName, data: new Uint8Array([1]) }).success, defaultName).toBe(false);
  });
});

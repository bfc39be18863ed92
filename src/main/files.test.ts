import { describe, expect, it, vi } from 'vitest';
import { fileOpenSchema, fileSaveSchema, OPEN_MAX_BYTES } from '@shared/ipc/contract';
import { IpcError } from './ipc/ipcError';
import { createFiles } from './files';
import { mimeTypeOf } from './mimeTypes';
import { fakeLog } from './testing/fakes';

function files(choice: { canceled: boolean; filePath?: string; filePaths?: string[] }, sizes: Record<string, number> = {}) {
  const writeFile = vi.fn(async () => undefined);
  const readFile = vi.fn(async (path: string) => new TextEncoder().encode(`bytes of ${path}`));
  const showSaveDialog = vi.fn(async () => ({ canceled: choice.canceled, filePath: choice.filePath ?? '' }));
  const showOpenDialog = vi.fn(async () => ({ canceled: choice.canceled, filePaths: choice.filePaths ?? [] }));
  const module = createFiles({
    dialog: { showSaveDialog, showOpenDialog },
    writeFile,
    readFile,
    fileSize: async (path) => sizes[path] ?? 10,
    defaultDir: () => '/home/ana/Downloads',
    joinPath: (d, n) => `${d}/${n}`,
    log: fakeLog(),
  });
  return { module, writeFile, readFile, showSaveDialog, showOpenDialog };
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

describe('file:open', () => {
  const spreadsheets = fileOpenSchema.parse({ filters: [{ name: 'Planilhas', extensions: ['xls', 'xlsx'] }] });

  it('opens the dialog with the filters, one file unless asked for more, and reads it: name, type, bytes', async () => {
    const { module, showOpenDialog } = files({ canceled: false, filePaths: ['/home/ana/contatos.xlsx'] });
    const [file, ...rest] = await module.open(spreadsheets);
    expect(rest).toEqual([]);
    expect(showOpenDialog).toHaveBeenCalledWith({
      filters: [{ name: 'Planilhas', extensions: ['xls', 'xlsx'] }],
      properties: ['openFile'],
    });
    expect(file.name).toBe('contatos.xlsx');
    expect(file.mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(new TextDecoder().decode(file.data)).toBe('bytes of /home/ana/contatos.xlsx');
  });

  it('picks several when multiple, with an "any file" filter', async () => {
    const { module, showOpenDialog } = files({ canceled: false, filePaths: ['/a/foto.JPG', '/a/nota.pdf', '/a/x.bin'] });
    const opened = await module.open(fileOpenSchema.parse({ filters: [{ name: 'Todos', extensions: ['*'] }], multiple: true }));
    expect((showOpenDialog.mock.calls as unknown[][])[0][0]).toMatchObject({ properties: ['openFile', 'multiSelections'] });
    expect(opened.map((f) => [f.name, f.mimeType])).toEqual([
      ['foto.JPG', 'image/jpeg'],
      ['nota.pdf', 'application/pdf'],
      ['x.bin', 'application/octet-stream'],
    ]);
  });

  it('returns nothing when cancelled', async () => {
    const { module, readFile } = files({ canceled: true });
    await expect(module.open(spreadsheets)).resolves.toEqual([]);
    expect(readFile).not.toHaveBeenCalled();
  });

  it('refuses a file over the size cap before reading anything, naming it', async () => {
    const { module, readFile } = files(
      { canceled: false, filePaths: ['/a/ok.png', '/a/huge.png'] },
      { '/a/huge.png': OPEN_MAX_BYTES + 1 },
    );
    const images = fileOpenSchema.parse({ filters: [{ name: 'Imagens', extensions: ['png', 'jpg', 'jpeg'] }], multiple: true });
    const error = await module.open(images).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcError);
    expect(error).toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('huge.png') });
    expect(readFile).not.toHaveBeenCalled();
  });

  it('refuses a typed-in file of another type than the filters offer', async () => {
    const { module } = files({ canceled: false, filePaths: ['/a/virus.exe'] });
    await expect(module.open(spreadsheets)).rejects.toMatchObject({ code: 'BAD_ARGUMENTS' });
  });
});

describe('mimeTypeOf', () => {
  it.each([
    ['a.xls', 'application/vnd.ms-excel'],
    ['a.mp4', 'video/mp4'],
    ['a.MOV', 'video/quicktime'],
    ['a.jpeg', 'image/jpeg'],
    ['noextension', 'application/octet-stream'],
  ])('%s → %s', (path, type) => expect(mimeTypeOf(path)).toBe(type));
});

import { basename, extname } from 'node:path';
import type { FileFilter, OpenDialogOptions, OpenDialogReturnValue, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { z } from 'zod';
import { OPEN_MAX_BYTES, OPEN_MAX_FILES, type fileOpenSchema, type fileSaveSchema, type OpenedFile } from '@shared/ipc/contract';
import { IpcError } from './ipc/ipcError';
import type { Log } from './log';
import { mimeTypeOf } from './mimeTypes';

export interface FileDialogLike {
  showSaveDialog(options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
  showOpenDialog(options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
}

export interface FilesOptions {
  dialog: FileDialogLike;
  writeFile(path: string, data: Uint8Array): Promise<void>;
  readFile(path: string): Promise<Uint8Array>;
  fileSize(path: string): Promise<number>;
  /** Where the save dialog opens (the user's Downloads folder). */
  defaultDir(): string;
  joinPath(dir: string, name: string): string;
  log: Log;
}

type Filters = z.output<typeof fileSaveSchema>['filters'];

/** Whether a picked file is of a type the dialog offered (a typed-in path can be anything). */
function accepted(path: string, filters: Filters): boolean {
  const extensions = filters.flatMap((filter) => filter.extensions.map((e) => e.toLowerCase()));
  if (extensions.length === 0 || extensions.includes('*')) return true;
  return extensions.includes(extname(path).slice(1).toLowerCase());
}

/**
 * `file:save` and `file:open`: every download, export and pick of a file goes through the native
 * dialogs; main reads and writes the bytes, so the renderer never names a path on disk nor learns
 * one.
 */
export function createFiles(o: FilesOptions) {
  return {
    async save({ defaultName, filters, data }: z.output<typeof fileSaveSchema>): Promise<{ saved: boolean }> {
      const choice = await o.dialog.showSaveDialog({
        defaultPath: o.joinPath(o.defaultDir(), defaultName),
        filters: filters as FileFilter[],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      if (choice.canceled || !choice.filePath) return { saved: false };
      await o.writeFile(choice.filePath, data);
      o.log.info(`file:save wrote ${data.byteLength} bytes`);
      return { saved: true };
    },

    /**
     * The open dialog with the caller's filters (attachments, spreadsheets, images, media), then
     * each picked file read whole: up to OPEN_MAX_FILES files of OPEN_MAX_BYTES each. A file too
     * large fails the call (TOO_LARGE, naming it) before anything is read.
     */
    async open({ filters, multiple }: z.output<typeof fileOpenSchema>): Promise<OpenedFile[]> {
      const choice = await o.dialog.showOpenDialog({
        filters: filters as FileFilter[],
        properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
      });
      if (choice.canceled || choice.filePaths.length === 0) return [];
      const paths = choice.filePaths.slice(0, multiple ? OPEN_MAX_FILES : 1);
      for (const path of paths) {
        if (!accepted(path, filters)) throw new IpcError('BAD_ARGUMENTS', `${basename(path)} is not one of the accepted file types`);
        if ((await o.fileSize(path)) > OPEN_MAX_BYTES)
          throw new IpcError('TOO_LARGE', `${basename(path)} is larger than ${OPEN_MAX_BYTES / 1024 / 1024} MB`);
      }
      const files: OpenedFile[] = [];
      for (const path of paths) {
        const data = await o.readFile(path);
        files.push({ name: basename(path), mimeType: mimeTypeOf(path), data: new Uint8Array(data) });
      }
      o.log.info(`file:open read ${files.length} file(s)`);
      return files;
    },
  };
}
export type Files = ReturnType<typeof createFiles>;

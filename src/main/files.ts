import type { FileFilter, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { z } from 'zod';
import type { fileSaveSchema } from '@shared/ipc/contract';
import type { Log } from './log';

export interface SaveDialogLike {
  showSaveDialog(options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
}

export interface FilesOptions {
  dialog: SaveDialogLike;
  writeFile(path: string, data: Uint8Array): Promise<void>;
  /** Where the dialog opens (the user's Downloads folder). */
  defaultDir(): string;
  joinPath(dir: string, name: string): string;
  log: Log;
}

/**
 * `file:save`: every download and export goes through the native save dialog; main writes the
 * bytes to the path the user picked, so the renderer never names a path on disk.
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
  };
}
export type Files = ReturnType<typeof createFiles>;

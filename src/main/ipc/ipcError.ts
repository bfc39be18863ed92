import type { IpcErrorCode } from '@shared/ipc/contract';

/** A failure a module wants the renderer to see with a specific code (not just FAILED). */
export class IpcError extends Error {
  readonly code: IpcErrorCode;
  constructor(code: IpcErrorCode, message: string) {
    super(message);
    this.name = 'IpcError';
    this.code = code;
  }
}

import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '@renderer/api';

/** Codes of the message actions the reference server answers (shared MESSAGE_ERROR_CODES), translated here. */
const MESSAGE_CODES = ['ERR_EDIT_WINDOW_EXPIRED', 'ERR_MESSAGE_NOT_EDITABLE', 'ERR_MESSAGE_NOT_FORWARDABLE', 'ERR_NO_MESSAGE_FOUND'];

/** The toast text of a failed edit, delete or forward: this feature's codes, else the app's (spec 1 §8). */
export function messageError(error: unknown, t: TFunction, tc: TFunction): string {
  if (error instanceof ApiError && error.code && MESSAGE_CODES.includes(error.code)) return t(`errors.${error.code}`);
  return errorMessage(error, tc);
}

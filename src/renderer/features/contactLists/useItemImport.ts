import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@renderer/api';
import { readSpreadsheet } from '@renderer/ui';
import { useTranslation } from 'react-i18next';
import { createItem } from './api';
import { sheetItems } from './sheetItems';

export interface ItemImport {
  phase: 'idle' | 'reading' | 'running' | 'done' | 'cancelled' | 'invalid';
  total: number;
  processed: number;
  created: number;
  /** The rows left out, each with its reason in the user's language. */
  ignored: { row: number; reason: string }[];
}

const IDLE: ItemImport = { phase: 'idle', total: 0, processed: 0, created: 0, ignored: [] };

/**
 * Imports a sheet (xls or xlsx) into a list, one entry at a time as the contacts import does: each
 * row counted as created or left out with its reason (no name, no number, a number the list has
 * already: importing the same sheet twice creates nothing), with progress and a cancel that stops
 * before the next row.
 */
export function useItemImport(contactListId: number) {
  const { t } = useTranslation('contactLists');
  const { t: tc } = useTranslation();
  const [state, setState] = useState<ItemImport>(IDLE);
  const cancelled = useRef(false);

  const start = useCallback(
    async (file: File) => {
      if (!/\.(xls|xlsx)$/i.test(file.name)) return setState({ ...IDLE, phase: 'invalid' });
      cancelled.current = false;
      setState({ ...IDLE, phase: 'reading' });
      let items;
      try {
        items = sheetItems(await readSpreadsheet(await file.arrayBuffer(), file.name));
      } catch {
        return setState({ ...IDLE, phase: 'invalid' });
      }
      let progress: ItemImport = { ...IDLE, phase: 'running', total: items.length };
      setState(progress);
      for (const item of items) {
        if (cancelled.current) return setState({ ...progress, phase: 'cancelled' });
        if ('skipped' in item) {
          progress = {
            ...progress,
            ignored: [...progress.ignored, { row: item.row, reason: t(`import.${item.skipped}`) }],
          };
        } else {
          try {
            await createItem({ name: item.name, number: item.number, email: item.email, contactListId });
            progress = { ...progress, created: progress.created + 1 };
          } catch (error) {
            progress = {
              ...progress,
              ignored: [...progress.ignored, { row: item.row, reason: errorMessage(error, tc) }],
            };
          }
        }
        progress = { ...progress, processed: progress.processed + 1 };
        setState(progress);
      }
      setState({ ...progress, phase: 'done' });
    },
    [contactListId, t, tc],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);
  const reset = useCallback(() => setState(IDLE), []);

  return { state, start, cancel, reset };
}

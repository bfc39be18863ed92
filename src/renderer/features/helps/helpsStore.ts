import { create } from 'zustand';
import type { Help } from '@shared/api/help';
import { metaRoutes } from '@shared/api/routes/meta';
import { call } from '@renderer/api';

interface HelpsState {
  /** Every help entry, null until read. */
  helps: Help[] | null;
  /** Why the last reading failed, null when it did not. */
  error: unknown;
  /** Reads them again (GET /helps/list). */
  load(): Promise<void>;
}

/**
 * The platform's help entries, read once per window and shared by the side menu (its Help entry
 * shows only when there are some, spec 1 §2) and the help page. Help entries have no socket event
 * (deployed backends send none): the helps tab reads them again after the super user's changes.
 */
export const useHelps = create<HelpsState>((set) => ({
  helps: null,
  error: null,
  async load() {
    try {
      set({ helps: await call(metaRoutes.helps, {}), error: null });
    } catch (error) {
      set({ error });
    }
  },
}));

/** Whether the Help entry belongs in the side menu: read once, after the first paint. */
export function useHasHelps(): boolean {
  return (useHelps((s) => s.helps)?.length ?? 0) > 0;
}

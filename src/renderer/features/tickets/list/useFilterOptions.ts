import { useEffect, useState } from 'react';
import type { Tag } from '@shared/api/tag';
import type { Connection } from '@shared/api/whatsapp';
import { fetchConnectionOptions, fetchTagOptions, fetchUserOptions } from '../api';

export interface FilterOptions {
  tags: Tag[];
  connections: Connection[];
  users: { id: number; name: string }[];
}

/** The choices of the filters, fetched when the filters open (users only for admins, spec 1 §6). */
export function useFilterOptions(withUsers: boolean): FilterOptions {
  const [options, setOptions] = useState<FilterOptions>({ tags: [], connections: [], users: [] });

  useEffect(() => {
    let cancelled = false;
    const set = (patch: Partial<FilterOptions>) => !cancelled && setOptions((o) => ({ ...o, ...patch }));
    // Each list on its own: one failing leaves the others usable.
    fetchTagOptions().then((tags) => set({ tags }), () => undefined);
    fetchConnectionOptions().then((connections) => set({ connections }), () => undefined);
    if (withUsers) fetchUserOptions().then((users) => set({ users }), () => undefined);
    return () => {
      cancelled = true;
    };
  }, [withUsers]);

  return options;
}

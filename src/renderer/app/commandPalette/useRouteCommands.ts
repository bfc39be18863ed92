import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MENU_ENTRIES, visibleMenu } from '@shared/domain/menu';
import { useUser } from '@renderer/session';
import type { Command } from '@renderer/ui';
import { IMPLEMENTED_MENU } from '../menuItems';

/** 'Go to' commands: every screen of the side menu the user may see (the same rules as the menu). */
export function useRouteCommands(): Command[] {
  const { t } = useTranslation('shell');
  const user = useUser();
  const navigate = useNavigate();
  return useMemo(
    () =>
      visibleMenu({ user, plan: user.company?.plan ?? null, hasHelps: false })
        .filter((entry) => IMPLEMENTED_MENU[entry] !== undefined)
        .map((entry) => ({
          id: `route.${entry}`,
          label: t(`menu.${entry}`),
          group: 'navigation' as const,
          run: () => navigate(MENU_ENTRIES[entry].path),
        })),
    [user, t, navigate],
  );
}

import { useEffect, useState } from 'react';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getPlatform } from '@renderer/platform';

type Key = 'closeToTray' | 'startAtLogin';
const KEYS: Key[] = ['closeToTray', 'startAtLogin'];

/**
 * The desktop app's own switches (issue 5): closing the window hides it to the tray, and start at
 * login. Installation-wide local values main acts on (src/main/preferences.ts); shown only in the
 * desktop app, as menu checkboxes.
 */
export function DesktopPreferenceItems() {
  const { t } = useTranslation('account');
  const platform = getPlatform();
  const [values, setValues] = useState<Partial<Record<Key, boolean>>>({});

  useEffect(() => {
    if (platform.kind !== 'desktop') return;
    let active = true;
    void Promise.all(KEYS.map(async (key) => [key, await platform.getLocal(key)] as const)).then(
      (pairs) => active && setValues(Object.fromEntries(pairs)),
      () => undefined,
    );
    const off = platform.onLocalChanged((key, value) => {
      if ((KEYS as string[]).includes(key) && typeof value === 'boolean') setValues((v) => ({ ...v, [key]: value }));
    });
    return () => {
      active = false;
      off();
    };
  }, [platform]);

  if (platform.kind !== 'desktop') return null;
  const toggle = (key: Key) => {
    const next = !values[key];
    setValues((v) => ({ ...v, [key]: next }));
    void platform.setLocal(key, next).catch(() => setValues((v) => ({ ...v, [key]: !next })));
  };
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('menu.desktop')}</Menu.Label>
      {KEYS.map((key) => (
        <Menu.Item
          key={key}
          // Mantine writes role="menuitem" itself; a checkbox item says so (React leaves it be).
          ref={(el) => el?.setAttribute('role', 'menuitemcheckbox')}
          aria-checked={values[key] === true}
          closeMenuOnClick={false}
          rightSection={values[key] ? <IconCheck size={14} aria-hidden /> : null}
          onClick={() => toggle(key)}
        >
          {t(`menu.${key}`)}
        </Menu.Item>
      ))}
    </>
  );
}

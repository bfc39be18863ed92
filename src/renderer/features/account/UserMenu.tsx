import { useState } from 'react';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '@renderer/i18n';
import { UserAvatar } from '@renderer/features/userPicture';
import { DesktopPreferenceItems } from './DesktopPreferenceItems';
import { logout, setLanguage, usePreferences, useUser } from '@renderer/session';
import { ProfileModal } from './ProfileModal';

/** The top bar's profile menu: edit own profile, language, the desktop app's switches, log out. */
export function UserMenu() {
  const { t } = useTranslation('account');
  const user = useUser();
  const language = usePreferences((s) => s.language);
  const [editing, setEditing] = useState(false);

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('menu.account', { name: user.name })}>
            {/* A decorative picture (or initials drawn as one), so the button's name is its label alone (WCAG 2.5.3). */}
            <UserAvatar user={user} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.name}</Menu.Label>
          <Menu.Item leftSection={<IconUserEdit size={16} />} onClick={() => setEditing(true)}>
            {t('menu.profile')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('menu.language')}</Menu.Label>
          {LANGUAGES.map((lang) => (
            <Menu.Item
              key={lang}
              lang={lang}
              rightSection={lang === language ? <IconCheck size={14} aria-hidden /> : null}
              aria-current={lang === language ? 'true' : undefined}
              onClick={() => setLanguage(lang)}
            >
              {LANGUAGE_NAMES[lang]}
            </Menu.Item>
          ))}
          <DesktopPreferenceItems />
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout()}>
            {t('menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {editing && <ProfileModal opened={editing} onClose={() => setEditing(false)} />}
    </>
  );
}

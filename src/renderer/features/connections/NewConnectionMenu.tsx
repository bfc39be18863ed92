import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { ConnectionDialog } from './ConnectionDialog';
import { FacebookDialog } from './FacebookDialog';

interface NewConnectionMenuProps {
  /** The stored connection, so a list shows it before the server's event arrives. */
  onSaved?(row: ConnectionRecord): void;
}

/**
 * The new-connection menu (spec 2 "Connections page", spec 3 "All connections"): WhatsApp opens
 * the connection dialog, Facebook and Instagram the sandbox's stand-in for the social login. A
 * connection made here is the signed-in user's company's, on either page.
 */
export default function NewConnectionMenu({ onSaved }: NewConnectionMenuProps) {
  const { t } = useTranslation('connections');
  const [adding, setAdding] = useState(false);
  const [social, setSocial] = useState<'facebook' | 'instagram' | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button rightSection={<IconChevronDown size={16} aria-hidden />}>{t('add')}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconBrandWhatsapp size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('addMenu.whatsapp')}
          </Menu.Item>
          <Menu.Item leftSection={<IconBrandFacebook size={16} aria-hidden />} onClick={() => setSocial('facebook')}>
            {t('addMenu.facebook')}
          </Menu.Item>
          <Menu.Item leftSection={<IconBrandInstagram size={16} aria-hidden />} onClick={() => setSocial('instagram')}>
            {t('addMenu.instagram')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConnectionDialog opened={adding} row={null} onClose={() => setAdding(false)} onSaved={(row) => onSaved?.(row)} />
      <FacebookDialog channel={social} onClose={() => setSocial(null)} />
    </>
  );
}

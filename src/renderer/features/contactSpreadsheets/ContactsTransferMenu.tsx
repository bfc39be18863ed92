import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Contact } from '@shared/api/contact';
import { CONTACT_SPREADSHEETS } from '@shared/domain/contactImport';
import { canExportAllContacts } from '@shared/domain/permissions';
import { getPlatform } from '@renderer/platform';
import { useUser } from '@renderer/session';
import { ExportProgress, usePagedExport, writeXlsx } from '@renderer/ui';
import { fetchExportPage } from './api';
import { handOverFile, useImportJob } from './importJob';
import { contactsSheet } from './sheets';

/**
 * The contacts page's import/export menu (spec 1 §2 "Contacts"). Import picks an xls or xlsx file
 * (the page's picker, spec 3) and opens /contacts/import with it; while a run goes on it opens
 * the page to show it. Export saves every contact to backup_contatos.xlsx, pages of 20, with
 * progress and cancel; only for who may export all contacts (contacts-page:deleteContact).
 * `masked`: the user reads numbers masked (LGPD), and so does the file.
 */
export function ContactsTransferMenu({ masked }: { masked: boolean }) {
  const { t } = useTranslation('contactSpreadsheets');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const importing = useImportJob((s) => s.status === 'running');

  const exporter = usePagedExport<Contact>({
    fetchPage: fetchExportPage,
    build: (contacts) => {
      const sheet = contactsSheet(
        contacts,
        { name: t('fields.name'), number: t('fields.number'), email: t('fields.email'), tags: t('fields.tags') },
        masked,
      );
      return writeXlsx(t('export.sheet'), sheet.headers, sheet.rows);
    },
    save: (data) =>
      getPlatform().saveFile({
        defaultName: CONTACT_SPREADSHEETS.backupFileName,
        data,
        filters: [{ name: 'Excel', extensions: ['xlsx'] }],
      }),
  });
  const { state, reset } = exporter;
  useEffect(() => {
    if (state.status === 'saved')
      notifications.show({ color: 'green', message: tc('export.saved', { count: state.rows }) });
    if (state.status === 'failed') notifications.show({ color: 'red', message: tc('export.failed') });
    if (state.status !== 'idle' && state.status !== 'running') reset();
  }, [state, reset, tc]);

  const pickAndImport = async () => {
    if (importing) return void navigate('/contacts/import');
    const [file] = await getPlatform().openFiles('spreadsheet', { label: t('menu.picker') });
    if (!file) return;
    handOverFile(file);
    void navigate('/contacts/import');
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
            {t('menu.label')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => void pickAndImport()}>
            {t('menu.import')}
          </Menu.Item>
          {canExportAllContacts(user) && (
            <Menu.Item leftSection={<IconFileExport size={16} aria-hidden />} onClick={() => void exporter.start()}>
              {t('menu.export')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ExportProgress state={state} title={t('export.title')} onCancel={exporter.cancel} />
    </>
  );
}

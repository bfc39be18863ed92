import { Suspense } from 'react';
import { Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyRow } from '@shared/api/company';
import { CompanySchedules } from '@renderer/features/settings';

/** A company's weekly service hours (spec 3 §3: a dialog edits the company's schedules), the settings page's editor. */
export function CompanySchedulesDialog({ row, onClose }: { row: CompanyRow | null; onClose(): void }) {
  const { t } = useTranslation('companies');
  const { t: tc } = useTranslation();
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('schedules.title', { name: row?.name ?? '' })}
      size="xl"
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      <Suspense fallback={<Loader role="progressbar" aria-label={t('schedules.loading')} />}>
        {row && <CompanySchedules companyId={row.id} />}
      </Suspense>
    </Modal>
  );
}

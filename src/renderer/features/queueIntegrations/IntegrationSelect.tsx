import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueueIntegration } from '@shared/api/queueIntegration';
import { useUser } from '@renderer/session';
import { fetchAllIntegrations } from './api';
import { useTypeLabel } from './IntegrationTypeIcon';

interface IntegrationSelectProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  onBlur?(): void;
  error?: string;
  description?: string;
}

/**
 * One of the company's queue integrations, or none, by name and kind (spec 2 §6: choosing one needs
 * the plan's useIntegrations; without it nothing is drawn). A stored id the list does not hold
 * (removed meanwhile, or beyond what could be read) stays chosen, shown by its number. A user
 * who is not an admin (a connections manager) sees the choice without the list, which is admins'.
 */
export function IntegrationSelect({ label, value, onChange, onBlur, error, description }: IntegrationSelectProps) {
  const { t } = useTranslation('queueIntegrations');
  const typeLabel = useTypeLabel();
  const user = useUser();
  const allowed = user.company?.plan?.useIntegrations === true;
  // The list is the admins' (the records hold credentials): others see the choice, not change it.
  const admin = user.profile === 'admin';
  const [choices, setChoices] = useState<QueueIntegration[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!allowed || !admin) return;
    const abort = new AbortController();
    fetchAllIntegrations(abort.signal).then(
      (all) => !abort.signal.aborted && setChoices(all),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [allowed, admin]);

  if (!allowed) return null;
  const data = (choices ?? []).map((r) => ({ value: String(r.id), label: `${r.name} (${typeLabel(r.type)})` }));
  if (value && !data.some((d) => d.value === String(value)))
    data.push({ value: String(value), label: t('select.byId', { id: value }) });

  return (
    <Select
      label={label}
      placeholder={admin && choices === null && !failed ? t('select.loading') : t('select.none')}
      description={!admin ? t('select.adminOnly') : failed ? t('select.loadFailed') : description}
      disabled={!admin}
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      onBlur={onBlur}
      clearable
      searchable
      nothingFoundMessage={t('select.nothing')}
      error={error}
    />
  );
}

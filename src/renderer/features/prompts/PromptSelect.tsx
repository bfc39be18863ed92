import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '@shared/api/prompt';
import { useUser } from '@renderer/session';
import { fetchAllPrompts } from './api';

interface PromptSelectProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  onBlur?(): void;
  error?: string;
}

/**
 * One of the company's AI prompts, or none, by name (spec 2 §5 connection 'promptId'; the plan's
 * useOpenAi, else nothing is drawn). A stored id the list does not hold stays chosen, shown by its
 * number. A connections manager who is not an admin sees the choice without the list (the prompt
 * routes are admins').
 */
export function PromptSelect({ label, value, onChange, onBlur, error }: PromptSelectProps) {
  const { t } = useTranslation('prompts');
  const user = useUser();
  const allowed = user.company?.plan?.useOpenAi === true;
  const admin = user.profile === 'admin';
  const [choices, setChoices] = useState<Prompt[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!allowed || !admin) return;
    const abort = new AbortController();
    fetchAllPrompts(abort.signal).then(
      (all) => !abort.signal.aborted && setChoices(all),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [allowed, admin]);

  if (!allowed) return null;
  const data = (choices ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (value && !data.some((d) => d.value === String(value)))
    data.push({ value: String(value), label: t('select.byId', { id: value }) });

  return (
    <Select
      label={label}
      placeholder={admin && choices === null && !failed ? t('select.loading') : t('select.none')}
      description={!admin ? t('select.adminOnly') : failed ? t('select.loadFailed') : undefined}
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

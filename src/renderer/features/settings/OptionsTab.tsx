import { useState } from 'react';
import { Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CompanySettingColumn } from '@shared/api/companySettings';
import { ruleOfMessage } from '@shared/domain/companySettingRules';
import { ApiError, errorMessage } from '@renderer/api';
import { setCompanySetting, useCompanySettings } from '@renderer/session';
import { saveCompanySetting } from './api';
import { GENERAL_SWITCHES, isOn, LGPD_SWITCHES, LGPD_TEXTS, messageOf, messageProblem, SCHEDULE_TYPES, switchBlockedBy } from './optionsForm';

const fieldId = (column: string) => `setting-${column}`;

/**
 * The options tab: each company option saved on change (PUT /companySettings, spec 2 §4), a text
 * when its field is left. The values are the session's company settings, kept live by
 * `company-{id}-settings`, so another admin's change shows here as it happens; a text being
 * edited keeps its draft until it is left.
 */
export function OptionsTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const settings = useCompanySettings();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setError = (column: string, key: string | null) =>
    setErrors((e) => {
      const { [column]: _, ...rest } = e;
      return key ? { ...rest, [column]: key } : rest;
    });

  const save = async (column: CompanySettingColumn, data: string): Promise<boolean> => {
    try {
      await saveCompanySetting(column, data);
      setCompanySetting(column, data);
      notifications.show({ color: 'green', message: t('saved') });
      return true;
    } catch (error) {
      // The server's refusal of a message left empty lands on that field too.
      const fields = error instanceof ApiError ? error.fields : null;
      for (const name of Object.keys(fields ?? {})) if (ruleOfMessage(name)) setError(name, 'options.messageRequired');
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
      return false;
    }
  };

  const toggle = (column: CompanySettingColumn, checked: boolean) => {
    const next = checked ? 'enabled' : 'disabled';
    const blocked = switchBlockedBy(column, next, settings, drafts);
    if (blocked) {
      setError(blocked.message, 'options.messageRequired');
      document.getElementById(fieldId(blocked.message))?.focus();
      return;
    }
    void save(column, next);
  };

  const textValue = (column: string) => drafts[column] ?? settings[column] ?? '';

  const commitText = async (column: CompanySettingColumn) => {
    const draft = drafts[column];
    if (draft === undefined) return;
    const forget = () =>
      setDrafts((d) => {
        const { [column]: _, ...rest } = d;
        return rest;
      });
    if (draft === (settings[column] ?? '')) return forget();
    const rule = ruleOfMessage(column);
    const problem = rule ? messageProblem(rule, draft, settings) : null;
    if (problem) return setError(column, problem);
    if (await save(column, draft)) forget();
  };

  const textField = (column: CompanySettingColumn, multiline: boolean) => {
    const rule = ruleOfMessage(column);
    const props = {
      id: fieldId(column),
      label: t(`options.${column}`),
      description: t('options.messageHint'),
      value: textValue(column),
      withAsterisk: rule ? messageProblem(rule, '', settings) !== null : false,
      error: errors[column] ? t(errors[column]) : undefined,
      onBlur: () => void commitText(column),
      onChange: (e: { currentTarget: { value: string } }) => {
        const value = e.currentTarget.value;
        setDrafts((d) => ({ ...d, [column]: value }));
        if (value.trim()) setError(column, null);
      },
    };
    return multiline ? <Textarea key={column} autosize minRows={2} maxRows={6} {...props} /> : <TextInput key={column} {...props} />;
  };

  const switchField = (column: CompanySettingColumn) => (
    <Switch
      key={column}
      label={t(`options.${column}`)}
      checked={isOn(settings, column)}
      onChange={(e) => toggle(column, e.currentTarget.checked)}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-general">
        <Stack gap="md">
          <Title order={2} size="h4" id="settings-general">
            {t('options.general')}
          </Title>
          <Select
            label={t('options.scheduleType')}
            data={SCHEDULE_TYPES.map((value) => ({ value, label: t(`options.scheduleTypes.${value}`) }))}
            value={settings.scheduleType ?? 'disabled'}
            allowDeselect={false}
            onChange={(value) => value && void save('scheduleType', value)}
            maw={360}
          />
          {GENERAL_SWITCHES.map((column) => {
            const rule = messageOf(column);
            return (
              <Stack key={column} gap="xs">
                {switchField(column)}
                {rule && textField(rule.message as CompanySettingColumn, true)}
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-lgpd">
        <Stack gap="md">
          <Title order={2} size="h4" id="settings-lgpd">
            {t('options.lgpd')}
          </Title>
          {switchField('enableLGPD')}
          {isOn(settings, 'enableLGPD') && (
            <>
              {LGPD_TEXTS.map((column) => textField(column, column === 'lgpdMessage'))}
              {LGPD_SWITCHES.map(switchField)}
            </>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Button, ColorInput, FileButton, Group, Image, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { whiteLabelValueProblem, type LogoMode, type WhiteLabelKey } from '@shared/api/settings';
import { PRIMARY_COLOR_DARK, PRIMARY_COLOR_LIGHT } from '@shared/domain/constants';
import { errorMessage } from '@renderer/api';
import { useBranding } from '@renderer/session';
import { fetchKeySettings, saveKeySetting, uploadLogo } from './api';

const LOGOS: { mode: LogoMode; label: string; brand: 'logoLight' | 'logoDark' | 'favicon' }[] = [
  { mode: 'Light', label: 'whiteLabel.logoLight', brand: 'logoLight' },
  { mode: 'Dark', label: 'whiteLabel.logoDark', brand: 'logoDark' },
  { mode: 'Favicon', label: 'whiteLabel.logoFavicon', brand: 'favicon' },
];

const COLORS = [
  { key: 'primaryColorLight', fallback: PRIMARY_COLOR_LIGHT },
  { key: 'primaryColorDark', fallback: PRIMARY_COLOR_DARK },
] as const;

/**
 * The installation's look (spec 2 §3 appearance keys, the super user's alone): app name, the two
 * primary colours, the logos and userCreation, each saved on change with PUT /settings/{key}; the
 * server tells every signed-in client, and the login page reads them again (session/branding.ts).
 */
export function WhiteLabelTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const branding = useBranding();
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<WhiteLabelKey, string>>>({});
  const [uploading, setUploading] = useState<LogoMode | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchKeySettings(controller.signal)
      .then((rows) => setValues(Object.fromEntries(rows.map((r) => [r.key, r.value ?? '']))))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('settings not read', error);
          setLoadFailed(true);
        }
      });
    return () => controller.abort();
  }, []);

  const set = (key: WhiteLabelKey, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = async (key: WhiteLabelKey, value: string) => {
    const problem = whiteLabelValueProblem(key, value);
    setErrors((e) => ({ ...e, [key]: problem ?? undefined }));
    if (problem) return;
    try {
      await saveKeySetting(key, value);
      notifications.show({ color: 'green', message: t('saved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    }
  };

  const upload = async (mode: LogoMode, file: File | null) => {
    if (!file) return;
    setUploading(mode);
    try {
      const { key, path } = await uploadLogo(mode, file);
      setValues((v) => ({ ...v, [key]: path }));
      notifications.show({ color: 'green', message: t('saved') });
    } catch (error) {
      // Spec 2 §8 only logs a failed logo upload; saying so is kinder.
      console.warn('logo not uploaded', error);
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setUploading(null);
    }
  };

  if (loadFailed) return <Alert color="red">{t('whiteLabel.loadFailed')}</Alert>;
  if (!values) return null;
  const error = (key: WhiteLabelKey) => (errors[key] ? t(errors[key]) : undefined);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextInput
            label={t('whiteLabel.appName')}
            value={values.appName ?? ''}
            error={error('appName')}
            onChange={(e) => set('appName', e.currentTarget.value)}
            onBlur={(e) => void save('appName', e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void save('appName', e.currentTarget.value)}
          />
          {COLORS.map(({ key, fallback }) => (
            <ColorInput
              key={key}
              label={t(`whiteLabel.${key}`)}
              format="hex"
              withEyeDropper={false}
              value={values[key] || fallback}
              error={error(key)}
              onChange={(value) => set(key, value)}
              onChangeEnd={(value) => void save(key, value)}
              onBlur={(e) => e.currentTarget.value !== branding[key] && void save(key, e.currentTarget.value)}
            />
          ))}
          <Switch
            label={t('whiteLabel.userCreation')}
            checked={values.userCreation === 'enabled'}
            onChange={(e) => {
              const value = e.currentTarget.checked ? 'enabled' : 'disabled';
              set('userCreation', value);
              void save('userCreation', value);
            }}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-logos">
        <Stack gap="md">
          <Title order={2} size="h4" id="settings-logos">
            {t('whiteLabel.logos')}
          </Title>
          {LOGOS.map(({ mode, label, brand }) => (
            <Group key={mode} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={500} size="sm">
                  {t(label)}
                </Text>
                {branding[brand] ? (
                  <Image src={branding[brand]} alt={t('whiteLabel.preview', { name: t(label) })} h={40} w="auto" fit="contain" />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('whiteLabel.noLogo')}
                  </Text>
                )}
              </Stack>
              <FileButton accept="image/*" onChange={(file) => void upload(mode, file)}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    loading={uploading === mode}
                    leftSection={<IconUpload size={16} aria-hidden />}
                    aria-label={`${t('whiteLabel.upload')}: ${t(label)}`}
                  >
                    {t('whiteLabel.upload')}
                  </Button>
                )}
              </FileButton>
            </Group>
          ))}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

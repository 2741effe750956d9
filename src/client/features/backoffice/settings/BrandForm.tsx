import { type ReactNode } from 'react';
import { Alert, Button, ColorSwatch, Group, Paper, Radio, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BRAND_THEMES, ZBrandUpdateRequest, type BrandSettings } from '@shared/schemas/branding';
import { serverMessage } from '../../../lib/errors';
import { showServerErrors, zodResolver } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { BusinessHoursEditor } from './BusinessHoursEditor';
import { TOUCH_LABEL } from '../../../components/touch-label';
import { LogoPicker } from './LogoPicker';
import { PartnerLinksEditor } from './PartnerLinksEditor';
import { normalise, valuesOf, type BrandValues } from './brand-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** One brand's settings. Saved, they show at once wherever the brand is served (every instance reads them per request). */
export function BrandForm({ brand }: { brand: BrandSettings }) {
  const { t } = useTranslation(['backoffice', 'about']);
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: valuesOf(brand),
    ...zodResolver(ZBrandUpdateRequest, t, (values: BrandValues) => ({ id: brand.id, ...normalise(values) })),
    // Any change takes the 'fix the fields' state away until the next save.
    onValuesChange: () => form.clearErrors(),
  });
  const { values, errors } = form;
  const save = trpc.branding.update.useMutation({
    onSuccess: (saved) => {
      utils.branding.list.setData(undefined, (list) => list?.map((item) => (item.id === saved.id ? saved : item)));
      void utils.branding.domainContext.invalidate();
      showToast({ title: t('settings.saved'), message: t('settings.savedText', { brand: saved.name }), color: 'green' });
    },
    onError: (error) => {
      showServerErrors(form, error);
      showToast({ title: t('settings.failed'), message: serverMessage(error), color: 'red' });
    },
  });
  const submit = form.onSubmit(
    (request) => save.mutate(request),
    () => showToast({ title: t('settings.failed'), message: t('settings.fixFields'), color: 'red' }),
  );
  const hostsError = Object.entries(errors).find(([path]) => path.startsWith('hosts'))?.[1];
  return (
    <form onSubmit={submit} noValidate data-testid="brand-form">
      <Stack gap="md">
        <Section title={t('settings.identity')}>
          <TextInput label={t('settings.name')} required {...form.getInputProps('name')} maxLength={60} />
          <Radio.Group label={t('settings.theme')} {...form.getInputProps('theme')}>
            <Group gap="sm" mt={6}>
              {BRAND_THEMES.map((theme) => (
                <Radio.Card key={theme} value={theme} radius="md" p="xs" w="auto" aria-label={t(`settings.themes.${theme}`)}>
                  <Group gap="xs" wrap="nowrap">
                    <Radio.Indicator />
                    <ColorSwatch color={`var(--mantine-color-${theme}-6)`} size={22} aria-hidden />
                    <Text size="sm">{t(`settings.themes.${theme}`)}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Group>
          </Radio.Group>
          <LogoPicker brand={brand} value={values.logo} onChange={(logo) => form.setFieldValue('logo', logo)} error={errors.logo} />
        </Section>
        <Section title={t('settings.hosts')}>
          <Text size="sm" c="dimmed">
            {t('settings.hostsHint')}
          </Text>
          <TextInput label={t('settings.domain')} required {...form.getInputProps('domain')} dir="ltr" />
          <TagsInput
            label={t('settings.otherHosts')}
            description={t('settings.otherHostsHint')}
            {...form.getInputProps('hosts')}
            error={hostsError}
            splitChars={[',', ' ']}
            clearable
            dir="ltr"
          />
          <TextInput
            label={t('settings.hostPrefix')}
            description={t('settings.hostPrefixHint')}
            {...form.getInputProps('hostPrefix')}
            value={values.hostPrefix ?? ''}
            dir="ltr"
          />
        </Section>
        {brand.variant === 'manasa' && (
          <Section title={t('settings.partnerLinks')}>
            <PartnerLinksEditor value={values.partnerLinks} onChange={(links) => form.setFieldValue('partnerLinks', links)} errors={errors} />
          </Section>
        )}
        <Section title={t('settings.about')}>
          <Textarea
            label={t('settings.aboutText')}
            description={t('settings.aboutHint')}
            placeholder={t(`about:mission.${brand.variant}`, { brand: values.name })}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('aboutText')}
            value={values.aboutText ?? ''}
            maxLength={2000}
          />
        </Section>
        <Section title={t('settings.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('settings.email')} type="email" {...form.getInputProps('contact.email')} value={values.contact.email ?? ''} dir="ltr" />
            <TextInput label={t('settings.phone')} type="tel" {...form.getInputProps('contact.phone')} value={values.contact.phone ?? ''} dir="ltr" />
            <TextInput
              label={t('settings.whatsapp')}
              description={t('settings.whatsappHint')}
              inputMode="numeric"
              {...form.getInputProps('contact.whatsapp')}
              value={values.contact.whatsapp ?? ''}
              dir="ltr"
            />
            <Textarea label={t('settings.address')} autosize minRows={1} {...form.getInputProps('contact.address')} value={values.contact.address ?? ''} />
          </SimpleGrid>
        </Section>
        <Section title={t('settings.hours')}>
          <BusinessHoursEditor value={values.businessHours} onChange={(hours) => form.setFieldValue('businessHours', hours)} errors={errors} />
          <Switch label={t('settings.emergency')} {...form.getInputProps('emergencySupport', { type: 'checkbox' })} styles={TOUCH_LABEL} />
        </Section>
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('settings.fixFields')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} size="md">
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

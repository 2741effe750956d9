import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, ColorSwatch, Group, Paper, Radio, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND_THEMES, type BrandSettings, type BrandThemeName } from '../../../../shared/schemas/branding';
import { errorFieldOf, serverMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { BusinessHoursEditor, TOUCH_LABEL } from './BusinessHoursEditor';
import { LogoPicker } from './LogoPicker';
import { PartnerLinksEditor } from './PartnerLinksEditor';
import { validateBrand, valuesOf, type BrandValues } from './brand-form';

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
  const [values, setValues] = useState<BrandValues>(() => valuesOf(brand));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof BrandValues>(name: K, value: BrandValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors({});
  };
  const setContact = (name: keyof BrandValues['contact'], value: string) => set('contact', { ...values.contact, [name]: value });
  const save = trpc.branding.update.useMutation({
    onSuccess: (saved) => {
      utils.branding.list.setData(undefined, (list) => list?.map((item) => (item.id === saved.id ? saved : item)));
      void utils.branding.domainContext.invalidate();
      showToast({ title: t('settings.saved'), message: t('settings.savedText', { brand: saved.name }), color: 'green' });
    },
    onError: (error) => {
      const field = errorFieldOf(error);
      if (field) setErrors({ [field]: serverMessage(error) ?? '' });
      showToast({ title: t('settings.failed'), message: serverMessage(error), color: 'red' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = validateBrand(brand.id, values, t);
    if (!data) {
      setErrors(found);
      showToast({ title: t('settings.failed'), message: t('settings.fixFields'), color: 'red' });
      return;
    }
    save.mutate(data);
  };
  const hostsError = Object.entries(errors).find(([path]) => path.startsWith('hosts'))?.[1];
  return (
    <form onSubmit={submit} noValidate data-testid="brand-form">
      <Stack gap="md">
        <Section title={t('settings.identity')}>
          <TextInput label={t('settings.name')} required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} maxLength={60} />
          <Radio.Group label={t('settings.theme')} value={values.theme} onChange={(value) => set('theme', value as BrandThemeName)}>
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
          <LogoPicker brand={brand} value={values.logo} onChange={(logo) => set('logo', logo)} error={errors.logo} />
        </Section>
        <Section title={t('settings.hosts')}>
          <Text size="sm" c="dimmed">
            {t('settings.hostsHint')}
          </Text>
          <TextInput label={t('settings.domain')} required value={values.domain} onChange={(e) => set('domain', e.currentTarget.value)} error={errors.domain} dir="ltr" />
          <TagsInput label={t('settings.otherHosts')} description={t('settings.otherHostsHint')} value={values.hosts} onChange={(hosts) => set('hosts', hosts)} error={hostsError} splitChars={[',', ' ']} clearable dir="ltr" />
          <TextInput label={t('settings.hostPrefix')} description={t('settings.hostPrefixHint')} value={values.hostPrefix ?? ''} onChange={(e) => set('hostPrefix', e.currentTarget.value)} error={errors.hostPrefix} dir="ltr" />
        </Section>
        {brand.variant === 'manasa' && (
          <Section title={t('settings.partnerLinks')}>
            <PartnerLinksEditor value={values.partnerLinks} onChange={(links) => set('partnerLinks', links)} errors={errors} />
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
            value={values.aboutText ?? ''}
            onChange={(e) => set('aboutText', e.currentTarget.value)}
            error={errors.aboutText}
            maxLength={2000}
          />
        </Section>
        <Section title={t('settings.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('settings.email')} type="email" value={values.contact.email ?? ''} onChange={(e) => setContact('email', e.currentTarget.value)} error={errors['contact.email']} dir="ltr" />
            <TextInput label={t('settings.phone')} type="tel" value={values.contact.phone ?? ''} onChange={(e) => setContact('phone', e.currentTarget.value)} error={errors['contact.phone']} dir="ltr" />
            <TextInput label={t('settings.whatsapp')} description={t('settings.whatsappHint')} inputMode="numeric" value={values.contact.whatsapp ?? ''} onChange={(e) => setContact('whatsapp', e.currentTarget.value)} error={errors['contact.whatsapp']} dir="ltr" />
            <Textarea label={t('settings.address')} autosize minRows={1} value={values.contact.address ?? ''} onChange={(e) => setContact('address', e.currentTarget.value)} error={errors['contact.address']} />
          </SimpleGrid>
        </Section>
        <Section title={t('settings.hours')}>
          <BusinessHoursEditor value={values.businessHours} onChange={(hours) => set('businessHours', hours)} errors={errors} />
          <Switch label={t('settings.emergency')} checked={values.emergencySupport} onChange={(e) => set('emergencySupport', e.currentTarget.checked)} styles={TOUCH_LABEL} />
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

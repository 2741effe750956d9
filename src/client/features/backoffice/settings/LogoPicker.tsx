import { useState, type ReactNode } from 'react';
import { Button, FileButton, Group, Image, Radio, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DESIGNED_LOGOS, type BrandSettings } from '@shared/schemas/branding';
import { PHOTO_ACCEPT } from '@shared/schemas/photos';
import { isTooLarge, uploadPhoto } from '../photos/photo-upload';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/**
 * The brand's logo: one of the designed logos, or one uploaded (re-encoded like any photo). An
 * upload applies at once (it replaces the logo setting); choosing a designed one applies on Save.
 */
export function LogoPicker({ brand, value, onChange, error }: { brand: BrandSettings; value: string; onChange: (logo: string) => void; error?: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const utils = trpc.useUtils();
  const [uploading, setUploading] = useState(false);
  const uploaded = (DESIGNED_LOGOS as readonly string[]).includes(brand.logo) ? null : brand.logo;
  const choices = [...DESIGNED_LOGOS, ...(uploaded ? [uploaded] : [])];
  const upload = async (file: File | null) => {
    if (!file) return;
    if (isTooLarge(file)) return showToast({ title: t('photos.failed'), message: t('photos.tooLarge', { name: file.name }), color: 'red' });
    setUploading(true);
    try {
      await uploadPhoto({ ownerType: 'brand', ownerId: brand.id }, file);
      showToast({ title: t('settings.logoUploaded'), message: t('settings.logoUploadedText', { brand: brand.name }), color: 'green' });
      void utils.branding.list.invalidate();
      void utils.branding.domainContext.invalidate();
    } catch (failure) {
      showToast({ title: t('photos.failed'), message: failure instanceof Error ? failure.message : String(failure), color: 'red' });
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap={6}>
      <Radio.Group label={t('settings.logo')} value={value} onChange={onChange} error={error}>
        <Group gap="sm" mt={6}>
          {choices.map((logo, index) => (
            <Radio.Card
              key={logo}
              value={logo}
              radius="md"
              p="xs"
              w="auto"
              aria-label={logo === uploaded ? t('settings.uploadedLogo') : t('settings.designedLogo', { number: index + 1 })}
            >
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator />
                <Image src={logo} alt="" w={40} h={40} radius={8} />
              </Group>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={PHOTO_ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" size="sm" leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
              {t('settings.uploadLogo')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('settings.logoHint')}
        </Text>
      </Group>
    </Stack>
  );
}

import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';

/** Shares the public read-only link: the phone's share sheet where there is one, else the clipboard. */
export function ShareTripButton({ sharePath }: { sharePath: string }) {
  const { t } = useTranslation('taxi');
  const url = `${window.location.origin}${sharePath}`;
  const share = async () => {
    try {
      if (navigator.share) {
        await navigator.share({ title: t('track.sharedTitle'), text: t('track.shareText'), url });
        return;
      }
      await navigator.clipboard.writeText(url);
      showToast({ title: t('track.linkCopied'), message: t('track.linkCopiedText'), color: 'green' });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showToast({ title: t('track.shareFailed'), message: url, color: 'orange' });
    }
  };
  return (
    <Button variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()} data-share-url={url}>
      {t('track.share')}
    </Button>
  );
}

import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shareLink } from '../../lib/share';

/** Shares the public read-only link: the phone's share sheet where there is one, else the clipboard. */
export function ShareTripButton({ sharePath }: { sharePath: string }) {
  const { t } = useTranslation('taxi');
  const url = `${window.location.origin}${sharePath}`;
  const share = () =>
    shareLink(
      { title: t('track.sharedTitle'), text: t('track.shareText'), url },
      { copiedTitle: t('track.linkCopied'), copiedText: t('track.linkCopiedText'), failedTitle: t('track.shareFailed') },
    );
  return (
    <Button variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()} data-share-url={url}>
      {t('track.share')}
    </Button>
  );
}

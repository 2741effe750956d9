import { showToast } from './toast';

export interface ShareMessages {
  /** Toast after copying the link where the phone has no share sheet. */
  copiedTitle: string;
  copiedText: string;
  /** Toast when neither works; its message is the link itself, to copy by hand. */
  failedTitle: string;
}

/** Shares a link through the phone's share sheet where there is one, else copies it to the clipboard. */
export async function shareLink(share: { url: string; title: string; text: string }, messages: ShareMessages): Promise<void> {
  try {
    if (navigator.share) {
      await navigator.share(share);
      return;
    }
    await navigator.clipboard.writeText(share.url);
    showToast({ title: messages.copiedTitle, message: messages.copiedText, color: 'green' });
  } catch (error) {
    // Closing the share sheet is not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    showToast({ title: messages.failedTitle, message: share.url, color: 'orange' });
  }
}

/** Offers a file for download (a calendar file made in the browser, which works offline too). */
export function downloadFile(filename: string, contentType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

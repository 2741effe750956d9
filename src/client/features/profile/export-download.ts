import type { DataExportFile } from '@shared/schemas/privacy';

/** Saves an export's file through the browser's own download (no page of ours renders it). */
export function saveFile(file: DataExportFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: `${file.mediaType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

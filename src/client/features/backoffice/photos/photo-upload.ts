// Uploads a photo file to POST /api/admin/photos: the body is the file itself (no multipart),
// with upload progress for slow connections. The server judges the bytes; this only saves the
// traveller of a big file the wait by refusing what is over 5 MB before sending it.
import { MAX_PHOTO_BYTES, type Photo, type PhotoOwner } from '@shared/schemas/photos';
import { currentLanguage } from '../../../i18n/i18n';

export class PhotoUploadError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer; 413 for the local size check too. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'PhotoUploadError';
  }
}

export function isTooLarge(file: Blob): boolean {
  return file.size > MAX_PHOTO_BYTES;
}

export function uploadPhoto(owner: PhotoOwner, file: File, onProgress?: (fraction: number) => void): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ ownerType: owner.ownerType, ownerId: owner.ownerId, fileName: file.name.slice(0, 200) });
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/photos?${query}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { message?: string } | Photo | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (request.status === 201 && body && 'id' in body) resolve(body);
      else reject(new PhotoUploadError(`${request.status}: ${(body && 'message' in body && body.message) || request.statusText}`, request.status));
    };
    request.onerror = () => reject(new PhotoUploadError('Network error', 0));
    request.send(file);
  });
}

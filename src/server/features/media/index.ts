// The media feature's public API: what the HTTP layer serves photos with.
export { readPhotoVariant } from './photos.service';

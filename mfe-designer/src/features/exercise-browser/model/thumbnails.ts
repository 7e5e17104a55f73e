import { resourceRoutes } from '@openset/contracts';
import { routeUrl } from '@openset/web-kit';

/**
 * Image width asked of the API for list thumbnails: 120 px, doubled (240) on high-resolution
 * screens (spec section 9).
 */
export function thumbnailWidth(devicePixelRatio: number): 120 | 240 {
  return devicePixelRatio > 1 ? 240 : 120;
}

export function screenThumbnailWidth(): 120 | 240 {
  return thumbnailWidth(typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
}

/** The resources route of an image at a width (the thumbnails of elements are images). */
export function resourceImageUrl(resourceId: string, imgWidth: number): string {
  return routeUrl(resourceRoutes.file, { params: { id: resourceId }, query: { imgWidth } });
}

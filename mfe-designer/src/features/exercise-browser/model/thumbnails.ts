import { resourceRoutes, setRoutes } from '@openset/contracts';
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

/**
 * The same image asked for through a saved set that shows it: answered to whoever may read the
 * set, also when the image is a team-mate's own upload outside the viewer's library.
 */
export function setResourceImageUrl(setId: string, resourceId: string, imgWidth: number): string {
  return routeUrl(setRoutes.resourceFile, { params: { id: setId, resourceId }, query: { imgWidth } });
}

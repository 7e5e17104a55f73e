import { noBodySchema } from './common.js';
import { imageFileQuerySchema } from './exercises/elements.js';
import { fileRefSchema } from './files.js';
import { defineRoute, type RouteDef } from './route.js';

type FileRouteFields = Pick<RouteDef, 'path' | 'subject' | 'access' | 'tag' | 'summary' | 'params'>;

/**
 * A GET that answers a resource's file (an image at `imgWidth`, a video, a video's poster): the
 * service answers a FileRef and the gateway streams the object. One shape for the library's,
 * the portal's and a set's files.
 */
export function fileRoute<const T extends FileRouteFields>(fields: T) {
  return defineRoute({
    ...fields,
    method: 'GET',
    query: imageFileQuerySchema,
    body: noBodySchema,
    response: fileRefSchema,
    transfer: { kind: 'download' },
  });
}

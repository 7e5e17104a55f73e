import { authRoutes, exerciseRoutes, resourceRoutes } from '@openset/contracts';
import { describe, expect, it } from '@jest/globals';
import { configure } from '../config';
import { routeRequest, routeUrl } from './routeRequest';

describe('a call made from a route definition', () => {
  it('takes the method and path of the route, with each parameter encoded', () => {
    const request = routeRequest(exerciseRoutes.foldersUpdate, { params: { id: 'a b/c' }, body: { title: 'Knees' } });
    expect(request).toMatchObject({
      url: '/clinician/exercises/folders/a%20b%2Fc',
      method: 'PUT',
      body: { title: 'Knees' },
    });
  });

  it('puts several ids in one segment, separated by commas', () => {
    const request = routeRequest(exerciseRoutes.moveToStack, { params: { ids: ['e1', 'e 2'], stackId: 's1' } });
    expect(request.url).toBe('/clinician/exercises/e1,e%202/stack/s1');
  });

  it('sends only the query fields that are set', () => {
    const request = routeRequest(exerciseRoutes.listStock, { query: { skip: 100, search: '', kinds: 'stack' } });
    expect(request.params).toEqual({ skip: '100', kinds: 'stack' });
    expect(routeRequest(authRoutes.bootstrap).params).toBeUndefined();
  });

  it('refuses a call that leaves a path parameter out rather than calling another route', () => {
    expect(() => routeRequest(exerciseRoutes.foldersDelete, { params: { id: '' } })).toThrow(/missing parameter id/);
  });

  it('sends a file as the multipart field the route names, with a progress callback', () => {
    const file = new Blob(['png'], { type: 'image/png' });
    const request = routeRequest(resourceRoutes.uploadImage, { file });
    expect(request).toMatchObject({ url: '/clinician/resources/upload/image', method: 'POST' });
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(request.onUploadProgress).toEqual(expect.any(Function));
  });

  it('gives the browser the full URL of a file route under the API base', () => {
    configure({ apiBase: '/api' });
    expect(routeUrl(resourceRoutes.file, { params: { id: 'r1' }, query: { imgWidth: 120 } })).toBe(
      '/api/clinician/resources/r1/file?imgWidth=120',
    );
  });
});

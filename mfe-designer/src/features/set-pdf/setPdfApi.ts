import { headerFooterRoutes, setRoutes, type SetPdfInput } from '@openset/contracts';
import { api, downloadRoute, routeQuery, type DownloadProgress } from '@openset/web-kit';

/** The headers a PDF may carry and the selected one (the settings screen's list, by its own name here). */
export const setPdfApi = api.enhanceEndpoints({ addTagTypes: ['HeaderFooters', 'SetReports'] }).injectEndpoints({
  endpoints: (build) => ({
    pdfHeaderFooters: routeQuery(build, headerFooterRoutes.list, { call: () => ({ query: { limit: 100 } }), providesTags: [{ type: 'HeaderFooters', id: 'LIST' }] }),
  }),
});

export const { usePdfHeaderFootersQuery } = setPdfApi;

/**
 * `POST /clinician/sets/pdf`, read as it streams (the store's base query would wait for the
 * whole answer): progress in pages, then the file. A PDF or print of a saved set adds a line to
 * its reports, so their cached list is dropped.
 */
export async function fetchSetPdf(body: SetPdfInput, csrfToken: string | null, onProgress: (progress: DownloadProgress) => void, signal?: AbortSignal) {
  return downloadRoute(setRoutes.pdf, { body }, { csrfToken, onProgress, signal });
}

export const reportsChanged = (setId: string) => setPdfApi.util.invalidateTags([{ type: 'SetReports', id: setId }]);

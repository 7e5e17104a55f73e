import { authRoutes, headerFooterRoutes, resourceRoutes, type HeaderFooterInput } from '@openset/contracts';
import { api, routeMutation, routeQuery, routeUrl, type ApiExtraOptions, type UploadCall } from '@openset/web-kit';

/** The list's tag: every write of a header, and a new selection, fetch it again. */
const LIST = { type: 'HeaderFooters', id: 'LIST' } as const;

// The screen says what went wrong itself (Upload Error in the logo field, a flash otherwise).
const silent: ApiExtraOptions = { silent: true };

/** Headers and footers (spec section 7, Header/footers), the logo's upload, and the selection. */
export const headerFootersApi = api.enhanceEndpoints({ addTagTypes: ['HeaderFooters'] }).injectEndpoints({
  endpoints: (build) => ({
    // A clinician keeps a few: one page of the largest size holds them.
    headerFooters: routeQuery(build, headerFooterRoutes.list, { call: () => ({ query: { limit: 100 } }), providesTags: [LIST] }),
    createHeaderFooter: routeMutation(build, headerFooterRoutes.create, {
      call: (body: HeaderFooterInput) => ({ body }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    updateHeaderFooter: routeMutation(build, headerFooterRoutes.update, {
      call: ({ id, body }: { id: string; body: HeaderFooterInput }) => ({ params: { id }, body }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    deleteHeaderFooter: routeMutation(build, headerFooterRoutes.delete, {
      call: (id: string) => ({ params: { id } }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    deleteHeaderFooterLogo: routeMutation(build, headerFooterRoutes.deleteLogo, {
      call: (id: string) => ({ params: { id } }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    /** The logo goes up as an image of the library (its rules: type, size, quota), then a header names it. */
    uploadLogo: routeMutation(build, resourceRoutes.uploadImage, {
      call: ({ file, onProgress }: UploadCall) => ({ file, onProgress }),
      extraOptions: silent,
    }),
    /** The selection is the profile's headerFooterId: null takes it off. */
    selectHeaderFooter: routeMutation(build, authRoutes.clinicianUpdate, {
      call: (headerFooterId: string | null) => ({ body: { headerFooterId } }),
      extraOptions: silent,
      invalidatesTags: ['Profile', LIST],
    }),
  }),
});

export const {
  useHeaderFootersQuery,
  useCreateHeaderFooterMutation,
  useUpdateHeaderFooterMutation,
  useDeleteHeaderFooterMutation,
  useDeleteHeaderFooterLogoMutation,
  useUploadLogoMutation,
  useSelectHeaderFooterMutation,
} = headerFootersApi;

/** A saved header's logo. */
export const headerLogoUrl = (id: string, imgWidth: 120 | 240 = 240) => routeUrl(headerFooterRoutes.logo, { params: { id }, query: { imgWidth } });
/** A logo just uploaded, before the header is saved (the uploader sees their own upload). */
export const uploadedLogoUrl = (resourceId: string) => routeUrl(resourceRoutes.file, { params: { id: resourceId }, query: { imgWidth: 240 } });

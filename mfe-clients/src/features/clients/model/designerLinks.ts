/** The designer's set builder with one saved set open (the designer's route, spec section 2). */
export const designerPath = (setId: string) => `/clinician/designer/exerciseBrowser/stock/setBuilder/${encodeURIComponent(setId)}`;

/**
 * A new designer document meant for a client: the builder's new-document token (`n~<key>`) and
 * the client in `?client=`, which the builder's "Assign to a client" starts from.
 */
export const newClientSetPath = (clientId: string, key: string) => `/clinician/designer/exerciseBrowser/stock/setBuilder/n~${encodeURIComponent(key)}?client=${encodeURIComponent(clientId)}`;

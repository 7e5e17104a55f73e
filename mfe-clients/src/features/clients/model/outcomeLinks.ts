/** An assigned outcome in the outcomes manager (its chart and history: spec section 2's route). */
export const outcomePath = (outcomeId: string) => `/clinician/outcomes/${encodeURIComponent(outcomeId)}`;

/** The outcomes manager's assign wizard with this client chosen. */
export const assignOutcomePath = (clientId: string) => `/clinician/outcomes?assign=1&client=${encodeURIComponent(clientId)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids on the wire are opaque strings; one that is not a uuid names no row of a uuid column. */
export const isUuid = (value: string): boolean => UUID.test(value);

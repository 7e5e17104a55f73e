/** The last page (counted from 0) of `total` rows shown `pageSize` a page; 0 when there are none. */
export const lastPageOf = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize) - 1);

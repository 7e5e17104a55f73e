/** The exercise browser's selection cap (spec sections 5 and 9: 50 in the reading we follow). */
export const SELECTION_CAP = 50;

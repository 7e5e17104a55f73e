/**
 * Styles for a row or card narrower than `width` CSS px (a phone, or a narrow panel at a large
 * zoom): a container query, so that it is the element's own width that decides, not the
 * page's. The element's parent sets `containerType: 'inline-size'`.
 */
const narrowerThan = (width: number) => `@container (max-width: ${width}px)`;

/** A browser row too narrow for its title beside a 120 px picture and its buttons. */
export const NARROW_BROWSER_ROW = narrowerThan(440);

/** A set builder card too narrow for its title beside the picture and its five buttons, or for a parameter's two fields beside their three buttons. */
export const NARROW_SET_CARD = narrowerThan(380);

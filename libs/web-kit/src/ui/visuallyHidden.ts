/**
 * Read by screen readers, not drawn: MUI's own `visuallyHidden` style, for `sx`. (In `sx` a
 * bare `width: 1` means 100%, so sizes are given in pixels.)
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

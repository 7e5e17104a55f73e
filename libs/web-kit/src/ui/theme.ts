import { createTheme } from '@mui/material';

/**
 * A calm clinical palette. Every text/background pair meets WCAG AA (4.5:1): primary teal
 * #0b5f73 on white is 7.1:1, secondary text #4a5563 on the page background is 7.2:1.
 * Focus is always visible: a 3px outline on keyboard focus, on every interactive element. MUI's
 * controls (buttons, tabs, sort headers, toggles, the thumb of a switch or the box of a checkbox,
 * whose focused input is invisible) are button bases, which set no outline of their own: the
 * outline goes on the base when MUI marks it focus-visible.
 */
/** The keyboard's focus ring, on focused elements and on MUI's controls alike. */
const FOCUS_RING = { outline: '3px solid #1c5fa8', outlineOffset: '2px' };

/**
 * On a phone (below the `sm` breakpoint, 600 px) a dialog keeps 12 px of page around it and
 * 16 px inside, where MUI keeps 32 and 24: at 320 px its content gets 264 px instead of 208, and
 * a form's fields and buttons their full words. Above, MUI's own spacing.
 */
const PHONE_DIALOG_MARGIN = 12;
const PHONE_DIALOG_PADDING = { paddingLeft: 16, paddingRight: 16 };
const phoneDialogPaper = {
  margin: PHONE_DIALOG_MARGIN,
  maxWidth: `calc(100% - ${2 * PHONE_DIALOG_MARGIN}px)`,
  '&.MuiDialog-paperFullWidth': { width: `calc(100% - ${2 * PHONE_DIALOG_MARGIN}px)` },
  '&.MuiDialog-paperScrollPaper': { maxHeight: `calc(100% - ${2 * PHONE_DIALOG_MARGIN}px)` },
};

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b5f73', dark: '#07414f', light: '#3d8596', contrastText: '#ffffff' },
    secondary: { main: '#5b4b8a', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    warning: { main: '#8a5300' },
    success: { main: '#1f6f3f' },
    info: { main: '#1c5fa8' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#4a5563' },
    divider: '#d5dbe1',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Helvetica Neue", Roboto, Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.35rem', fontWeight: 600 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: { '&.Mui-focusVisible': FOCUS_RING },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': FOCUS_RING,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#d5dbe1' } } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiDialog: { styleOverrides: { paper: ({ theme }) => ({ [theme.breakpoints.down('sm')]: phoneDialogPaper }) } },
    MuiDialogTitle: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: PHONE_DIALOG_PADDING }) } },
    MuiDialogContent: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: PHONE_DIALOG_PADDING }) } },
  },
});

import { createTheme } from '@mui/material/styles';
import { LinkBehavior } from '@/components/link-behavior';

const fontFamily =
  '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The product's look: a calm navy with a warm accent, soft surfaces and roomy touch targets. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f3a5f', light: '#3d5a80', dark: '#14263f', contrastText: '#ffffff' },
    secondary: { main: '#c8553d', light: '#e07a5f', dark: '#9c3f2b', contrastText: '#ffffff' },
    success: { main: '#2e7d5b' },
    error: { main: '#b3261e' },
    // MUI's own orange reads at 3:1 on the page: these read at 5:1 and 6:1 (a change waiting offline).
    warning: { main: '#b45309', dark: '#8a4b08' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#1b2333', secondary: '#4f5b70' },
    divider: 'rgba(27, 35, 51, 0.12)',
  },
  shape: { borderRadius: 12 },
  spacing: 8,
  typography: {
    fontFamily,
    h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h2: { fontSize: '1.75rem', fontWeight: 750, letterSpacing: '-0.015em', lineHeight: 1.2 },
    h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.25 },
    h4: { fontSize: '1.125rem', fontWeight: 700 },
    h5: { fontSize: '1rem', fontWeight: 700 },
    h6: { fontSize: '0.95rem', fontWeight: 700 },
    subtitle1: { fontWeight: 600 },
    body1: { lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 650, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Printing (Download PDF) shows the CV alone: no app bar, footer, toolbars or toasts.
        '@media print': {
          // The app's own bar and footer by class: a CV template has a <header> of its own.
          '.app-chrome, .no-print, [data-sonner-toaster]': {
            display: 'none !important',
          },
          body: { backgroundColor: '#fff' },
        },
        // Who asks the system for less motion gets no looping animation: no pulsing placeholders,
        // spinning rings or ripples (WCAG 2.3.3). The short one-off transitions stay, since the
        // dialogs and text fields time their layout by them.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, minHeight: 44, paddingInline: 18 },
        sizeSmall: { minHeight: 36 },
      },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: { styleOverrides: { root: { backgroundColor: '#fff' } } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(255,255,255,0.92)',
          backdropFilter: 'saturate(180%) blur(8px)',
          borderBottom: '1px solid rgba(27, 35, 51, 0.08)',
        },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    // Links and buttons with an app address (`href="/…"`) go through the router.
    MuiLink: { defaultProps: { underline: 'hover', component: LinkBehavior } },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
  },
});

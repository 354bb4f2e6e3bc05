import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** A brand's mark as its owner draws it: filled paths in the brand's own colours. */
interface Mark {
  viewBox: string;
  paths: ReadonlyArray<{ fill: string; d: string }>;
}

/** Google's four-colour "G", as its brand rules ask for on sign-in buttons. */
const GOOGLE: Mark = {
  viewBox: '0 0 48 48',
  paths: [
    {
      fill: '#EA4335',
      d: 'M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z',
    },
    {
      fill: '#4285F4',
      d: 'M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z',
    },
    {
      fill: '#FBBC05',
      d: 'M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z',
    },
    {
      fill: '#34A853',
      d: 'M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z',
    },
  ],
};

/** Facebook's "f" in its blue circle (Meta's rules keep this mark for Facebook sign-in). */
const FACEBOOK: Mark = {
  viewBox: '0 0 24 24',
  paths: [
    {
      fill: '#1877F2',
      d: 'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z',
    },
    {
      fill: '#fff',
      d: 'M16.67 15.56l.53-3.49h-3.33V9.81c0-.96.47-1.89 1.96-1.89h1.51V4.95s-1.37-.24-2.68-.24c-2.74 0-4.53 1.68-4.53 4.7v2.66H7.08v3.49h3.05V24a12.2 12.2 0 003.74 0v-8.44h2.8z',
    },
  ],
};

function BrandIcon({ mark, ...props }: SvgIconProps & { mark: Mark }) {
  return (
    <SvgIcon viewBox={mark.viewBox} {...props}>
      {mark.paths.map(({ fill, d }) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </SvgIcon>
  );
}

export const GoogleIcon = (props: SvgIconProps) => <BrandIcon mark={GOOGLE} {...props} />;
export const FacebookIcon = (props: SvgIconProps) => <BrandIcon mark={FACEBOOK} {...props} />;

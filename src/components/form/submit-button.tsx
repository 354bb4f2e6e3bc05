import Button, { type ButtonProps } from '@mui/material/Button';

/** A form's main button: full width and thumb-sized on a phone, spinning while the call runs. */
export function SubmitButton({ sx, ...props }: Omit<ButtonProps, 'type'>) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      {...props}
      sx={[{ minHeight: 48 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

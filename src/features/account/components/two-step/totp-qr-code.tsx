/** The otpauth:// address as a QR code for an authenticator app; `qrcode` loads only when it is shown. */
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

const SHOWN_PX = 200;

export function TotpQrCode({ url, label }: { url: string; label: string }) {
  const [drawn, setDrawn] = useState<{ url: string; svg: string } | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qr) => qr.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
      .then((svg) => current && setDrawn({ url, svg }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);
  const svg = drawn?.url === url ? drawn.svg : null;
  // White in the dark theme too: a camera reads dark modules on a light ground.
  return (
    <Box
      sx={{
        width: SHOWN_PX,
        height: SHOWN_PX,
        bgcolor: '#fff',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        alignSelf: 'center',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          width={SHOWN_PX - 2}
          height={SHOWN_PX - 2}
          data-testid="totp-qr"
        />
      ) : null}
    </Box>
  );
}

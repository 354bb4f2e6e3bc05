/**
 * A QR code drawn in the browser as SVG on a white square (white in the dark theme too: a camera
 * reads dark modules on a light ground). `qrcode` is loaded only when a code is drawn.
 */
import Box from '@mui/material/Box';
import type { QRCodeToStringOptions } from 'qrcode';
import { useEffect, useState, type ReactNode } from 'react';

export const loadQrCode = () => import('qrcode');

/** The SVG of `text` as a QR code (null while it is drawn), and whether drawing failed. */
export function useQrSvg(text: string, options: Omit<QRCodeToStringOptions, 'type'>) {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const { errorCorrectionLevel, margin } = options;
  useEffect(() => {
    if (!text) return;
    let current = true;
    loadQrCode()
      .then((qr) => qr.toString(text, { errorCorrectionLevel, margin, type: 'svg' }))
      .then((svg) => current && setDrawn({ text, svg }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [text, errorCorrectionLevel, margin]);
  return { svg: drawn?.text === text ? drawn.svg : null, failed };
}

export function QrImage({
  svg,
  size,
  alt,
  testId,
  children,
}: {
  svg: string | null;
  /** The square's side in CSS pixels. */
  size: number;
  alt: string;
  testId: string;
  /** Shown instead while there is no code (drawing, or failed). */
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
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
          alt={alt}
          width={size - 2}
          height={size - 2}
          data-testid={testId}
        />
      ) : (
        children
      )}
    </Box>
  );
}

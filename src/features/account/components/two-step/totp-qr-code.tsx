/** The otpauth:// address as a QR code for an authenticator app. */
import { QrImage, useQrSvg } from '@/components/qr/qr-image';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function TotpQrCode({ url, label }: { url: string; label: string }) {
  const { svg } = useQrSvg(url, OPTIONS);
  return <QrImage svg={svg} size={200} alt={label} testId="totp-qr" />;
}

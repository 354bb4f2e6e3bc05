/**
 * Reads QR codes back from images in the tests, with ZXing (zxing-wasm): the PDF's last page and
 * the share panel's code and downloads. Its WebAssembly comes from node_modules, never a CDN.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const wasm = readFileSync(
  createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
);
prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(wasm).buffer } });

/** The text of every QR code in a PNG or JPEG image. */
export async function readQrCodes(image: Uint8Array): Promise<string[]> {
  const found = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true });
  return found.filter((code) => code.isValid).map((code) => code.text);
}

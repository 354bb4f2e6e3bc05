/** Test images made on the spot: no binary fixtures in the repository. */
import sharp from 'sharp';

export function jpegWithGps(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6f8fb0' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Owner', Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '60/1 10/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '24/1 56/1 0/1',
      },
    })
    .toBuffer();
}

export function png(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#c8553d' } })
    .png()
    .toBuffer();
}

/** Random noise compresses badly, so this is a real 3 MiB upload. */
export function bigNoise(bytes = 3 * 1024 * 1024): Buffer {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) buffer[i] = (i * 2654435761) >>> 24;
  buffer[0] = 0xff;
  buffer[1] = 0xd8;
  buffer[2] = 0xff;
  return buffer;
}

/** A PNG header that claims 30,000 x 30,000 pixels: a decompression bomb in a few bytes. */
export async function pixelBomb(): Promise<Buffer> {
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(small);
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  return bomb;
}

/** Builds a multipart body by hand so tests control every byte. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; bytes: Buffer },
) {
  const boundary = `----cvtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** What the bench sends to create_cv: a CV with a phone-sized photo, as multipart. */
import sharp from 'sharp';

/** A 1200x900 JPEG, about what a phone's cropped photo weighs before the server scales it. */
export function benchPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3d5a80' } })
    .jpeg()
    .toBuffer();
}

export function multipartCv(photo: Buffer, n: number) {
  const boundary = '----bench';
  const fields: Record<string, string> = {
    title: `Bench CV ${n}`,
    first_name: 'Bench',
    last_name: 'User',
    email: 'bench@example.com',
    current_job_title: 'Tester',
  };
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    body: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

// Puts screenshots side by side in one PNG, to look at many screens at once (a review aid).
import sharp from 'sharp';

const [out, ...files] = process.argv.slice(2);
if (!out || files.length === 0) {
  console.error('usage: tsx scripts/contact-sheet.ts out.png a.png b.png …');
  process.exit(2);
}
const width = 390;
const tiles = await Promise.all(
  files.map(async (file) => {
    const buffer = await sharp(file).resize({ width }).png().toBuffer();
    const { height = 0 } = await sharp(buffer).metadata();
    return { buffer, height: Math.min(height, 1400) };
  }),
);
const height = Math.max(...tiles.map((t) => t.height));
await sharp({
  create: { width: (width + 10) * tiles.length, height, channels: 3, background: '#888' },
})
  .composite(
    await Promise.all(
      tiles.map(async (t, i) => ({
        input: await sharp(t.buffer)
          .extract({ left: 0, top: 0, width, height: t.height })
          .toBuffer(),
        left: i * (width + 10),
        top: 0,
      })),
    ),
  )
  .png()
  .toFile(out);

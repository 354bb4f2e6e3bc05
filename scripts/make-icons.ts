// Draws the app icons in public/icons from the logo (run once after the logo changes; outputs are committed).
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const mark = (size: number, padding: number, background: string | null) => {
  const inner = size - padding * 2;
  const scale = inner / 32;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : ''}
  <g transform="translate(${padding} ${padding}) scale(${scale})">
    <rect x="4" y="2" width="24" height="28" rx="5" fill="${background ? '#ffffff' : '#1f3a5f'}"/>
    <path d="M20 2h3a5 5 0 0 1 5 5v3h-5a3 3 0 0 1-3-3z" fill="#e07a5f"/>
    <circle cx="12" cy="12" r="3.2" fill="${background ? '#1f3a5f' : '#ffffff'}"/>
    <rect x="9" y="18" width="14" height="2.4" rx="1.2" fill="${background ? '#1f3a5f' : '#ffffff'}"/>
    <rect x="9" y="23" width="10" height="2.4" rx="1.2" fill="${background ? '#1f3a5f' : '#ffffff'}"/>
  </g></svg>`);
};

mkdirSync('public/icons', { recursive: true });
const jobs: Array<[string, number, number, string | null]> = [
  ['icon-192.png', 192, 12, null],
  ['icon-512.png', 512, 32, null],
  ['maskable-192.png', 192, 38, '#1f3a5f'],
  ['maskable-512.png', 512, 102, '#1f3a5f'],
  ['apple-touch-icon.png', 180, 28, '#1f3a5f'],
];
for (const [name, size, padding, background] of jobs) {
  await sharp(mark(size, padding, background))
    .png()
    .toFile(`public/icons/${name}`);
}
console.log('icons written to public/icons');

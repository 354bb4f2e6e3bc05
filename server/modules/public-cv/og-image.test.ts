import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawOgCard, OG_HEIGHT, OG_WIDTH } from './og-image';

const card = (name: string, jobTitle = 'Designer') =>
  drawOgCard({ name, jobTitle, siteName: 'CV Builder', siteHost: 'localhost/x', photo: null });

describe('drawOgCard', () => {
  it.each([
    ['a NUL', 'Anna\u0000 Kivi'],
    ['a bell and an escape', 'Anna\u0007\u001b[31m Kivi'],
    ['a lone surrogate', 'Anna\ud800 Kivi'],
    ['U+FFFF', 'Anna\uffff Kivi'],
    ['markup', '<Anna> & "Kivi"'],
    ['an emoji cut at the edge of the line', `${'x'.repeat(20)}😀😀😀`],
    ['an emoji as the initial', '😀 Kivi'],
  ])('draws a card for a name with %s', async (_what, name) => {
    const info = await sharp(await card(name, `Job\u0000${name}`)).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', OG_WIDTH, OG_HEIGHT]);
  });
});

import { describe, expect, it } from 'vitest';
import { qrFileName, sharedLink, shareTargets, shareUrl, versionLinks } from './share-url';

describe('share URL', () => {
  it('adds the slug only when it exists and is not none', () => {
    expect(shareUrl('https://cv.example', 'aino', null)).toBe('https://cv.example/aino');
    expect(shareUrl('https://cv.example', 'aino', 'none')).toBe('https://cv.example/aino');
    expect(shareUrl('https://cv.example', 'aino', 'designer')).toBe(
      'https://cv.example/aino/designer',
    );
    expect(shareUrl('https://cv.example', 'Jääskeläinen', '')).toBe(
      'https://cv.example/J%C3%A4%C3%A4skel%C3%A4inen',
    );
  });

  it('builds the share links, each carrying its channel; Instagram only has its home page', () => {
    const targets = shareTargets('https://cv.example/aino', 'My CV');
    expect(targets.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fcv.example%2Faino%3Fvia%3Dlinkedin',
    );
    expect(targets.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcv.example%2Faino%3Fvia%3Dfacebook',
    );
    expect(targets.whatsapp).toBe(
      'https://wa.me/?text=My%20CV%20https%3A%2F%2Fcv.example%2Faino%3Fvia%3Dwhatsapp',
    );
    expect(targets.instagram).toBe('https://www.instagram.com/');
  });

  it("keeps a language version's ?lang= beside the channel", () => {
    const [en, fi] = versionLinks('https://cv.example/aino/designer', 'en', ['en', 'fi']);
    expect(en?.url).toBe('https://cv.example/aino/designer');
    expect(fi?.url).toBe('https://cv.example/aino/designer?lang=fi');
    const shared = new URL(
      new URL(shareTargets(fi?.url ?? '', 'CV').linkedin).searchParams.get('url') ?? '',
    );
    expect(shared.pathname).toBe('/aino/designer');
    expect(Object.fromEntries(shared.searchParams)).toEqual({ lang: 'fi', via: 'linkedin' });
  });

  it('leaves a missing link (a dialog closing) as it is', () => {
    expect(sharedLink('', 'copy')).toBe('');
    expect(shareTargets('', 'CV').linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=',
    );
    expect(sharedLink('https://cv.example/aino', 'share')).toBe(
      'https://cv.example/aino?via=share',
    );
  });

  it("names the QR code's files after the owner, as the PDF is", () => {
    const owner = { first_name: 'Anna', last_name: 'Äijälä' };
    expect(qrFileName(owner, 'https://cv.example/anna', 'png')).toBe('Anna-Äijälä-CV-QR.png');
    expect(qrFileName(owner, 'https://cv.example/anna?lang=fi', 'svg')).toBe(
      'Anna-Äijälä-CV-fi-QR.svg',
    );
    expect(qrFileName(undefined, 'https://cv.example/anna', 'png')).toBe('CV-QR.png');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml, mailHtml, mailText, type MailLayout } from './mail-html';

const layout: MailLayout = {
  lang: 'en',
  title: 'Confirm <your> address',
  greeting: 'Hello,',
  blocks: [
    { kind: 'text', text: 'Tom & "Jerry" <script>alert(1)</script>' },
    { kind: 'button', label: 'Confirm', href: 'https://cv.example/verify-email/a/b?x=1&y=2' },
  ],
  signature: '— The team',
  fallback: 'If the button does not work:',
  brand: 'CV Builder',
};

describe('the mail layout', () => {
  it('writes the text part as lines, the link bare on its own line', () => {
    expect(mailText(layout)).toBe(
      [
        'Hello,',
        '',
        'Tom & "Jerry" <script>alert(1)</script>',
        '',
        'https://cv.example/verify-email/a/b?x=1&y=2',
        '',
        '— The team',
      ].join('\n'),
    );
  });

  it('escapes every text and address in the HTML part', () => {
    const html = mailHtml(layout);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;script&gt;');
    expect(html).toContain('<title>Confirm &lt;your&gt; address</title>');
    expect(html).toContain('href="https://cv.example/verify-email/a/b?x=1&amp;y=2"');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

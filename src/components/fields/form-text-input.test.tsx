import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';

describe('FormTextInput of several lines, drawn on the server', () => {
  afterAll(() => vi.unstubAllGlobals());

  it("draws MUI's measured text area even where the browser would size it by CSS", async () => {
    // As in a browser with `field-sizing`: what the module reads as it loads.
    vi.stubGlobal('CSS', { supports: () => true });
    vi.resetModules();
    const { FormTextInput } = await import('./form-text-input');
    const html = renderToString(
      <FormTextInput
        label="Bio"
        kind="multiline"
        minRows={3}
        value="Line one"
        onValueChange={() => undefined}
        max={100}
      />,
    );
    // The field and MUI's hidden copy that it measures: what the browser's first render must find.
    expect(html.match(/<textarea/g)).toHaveLength(2);
    expect(html).toMatch(/<textarea[^>]*aria-hidden="true"/);
    expect(html).not.toContain('field-sizing');
  });
});

/** Lets each template's CSS be written readably while shipping (and server-rendering) it small. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** The reset each template's CSS starts with under its root class: no margins, plain lists and links. */
export function resetCss(root: string, { hoverUnderline = true } = {}): string {
  return `
${root} * { box-sizing: border-box; min-width: 0 }
${root} h1, ${root} h2, ${root} h3, ${root} p, ${root} ul { margin: 0; padding: 0; font-size: inherit }
${root} ul { list-style: none }
${root} a { color: inherit; text-decoration: none }
${hoverUnderline ? `${root} a:hover { text-decoration: underline }` : ''}`;
}

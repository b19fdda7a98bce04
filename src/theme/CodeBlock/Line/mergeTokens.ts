import type {Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

function sameStyle(a: TokenOutputProps['style'], b: TokenOutputProps['style']): boolean {
  const keysA = Object.keys(a ?? {});
  const keysB = Object.keys(b ?? {});
  return keysA.length === keysB.length && keysA.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/**
 * The tokens of one code line, neighbours that render alike joined into one token: those the
 * theme styles the same, and whitespace, which shows no colour or font style (the site's theme
 * styles no token with a background or a text decoration). Prism splits a line into a span per
 * punctuation mark and space; joined, a code-heavy page has about a third fewer elements, which
 * is less to hydrate, lay out and audit, and looks the same.
 */
export function mergeTokens(line: readonly Token[], getTokenProps: (input: TokenInputProps) => TokenOutputProps): Token[] {
  const merged: {token: Token; style: TokenOutputProps['style']}[] = [];
  for (const token of line) {
    const style = getTokenProps({token}).style;
    const previous = merged.at(-1);
    if (previous && !token.empty && !previous.token.empty && (token.content.trim() === '' || sameStyle(previous.style, style))) {
      previous.token = {...previous.token, content: previous.token.content + token.content};
    } else {
      merged.push({token, style});
    }
  }
  return merged.map((entry) => entry.token);
}

import {describe, expect, it} from 'vitest';
import {themes, type Token, type TokenInputProps} from 'prism-react-renderer';
import {mergeTokens} from '../mergeTokens';

// The theme's own styling, as prism-react-renderer applies it.
const styleOf = (types: string[]) =>
  Object.assign({}, ...themes.github.styles.filter((entry) => entry.types.some((t) => types.includes(t))).map((entry) => entry.style));
const getTokenProps = ({token}: TokenInputProps) => ({className: `token ${token.types.join(' ')}`, style: styleOf(token.types), children: token.content});
const token = (types: string[], content: string): Token => ({types, content});

describe('mergeTokens', () => {
  it('joins neighbours styled alike and whitespace, and keeps the text', () => {
    const line = [
      token(['keyword'], 'const'),
      token(['plain'], ' '),
      token(['plain'], 'total'),
      token(['plain'], ' '),
      token(['operator'], '='),
      token(['plain'], ' '),
      token(['number'], '4'),
      token(['number'], '2'),
      token(['punctuation'], ')'),
      token(['operator'], ';'),
    ];
    const merged = mergeTokens(line, getTokenProps);
    // The theme gives punctuation and operators the same colour, plain text none of its own.
    expect(merged.map((t) => t.content)).toEqual(['const ', 'total ', '= ', '42', ');']);
    expect(merged.map((t) => t.types[0])).toEqual(['keyword', 'plain', 'operator', 'number', 'punctuation']);
  });

  it('keeps tokens styled differently apart, and an empty line as it is', () => {
    const line = [token(['comment'], '// note'), token(['string'], '"a"')];
    expect(mergeTokens(line, getTokenProps)).toEqual(line);
    const empty = [{types: ['plain'], content: '\n', empty: true}];
    expect(mergeTokens(empty, getTokenProps)).toEqual(empty);
  });
});

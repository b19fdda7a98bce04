import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Prism's GitHub theme with its light token colours darkened to at least 5:1 on the code
 * background: the stock comment, string, number and keyword colours fail axe's contrast rule.
 */
const AA_COLOURS: Record<string, string> = {
  '#999988': '#5f6670',
  '#e3116c': '#b3105a',
  '#36acaa': '#1a7573',
  '#00a4db': '#006d94',
  '#d73a49': '#b52a38',
};

export const codeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = entry.style.color && AA_COLOURS[entry.style.color];
    return color ? {...entry, style: {...entry.style, color}} : entry;
  }),
};

// Stands in for theme-classic's `prism-include-languages` client module (see index.ts): the
// grammars are registered where prism-react-renderer loads, so nothing runs at page start.
export {};

/**
 * Stylelint for the site's CSS (`npm run lint`, also run by `npm test`): the standard rules, fitted
 * to CSS modules (`:global`, `composes`) and to the class names of Infima and DocSearch.
 */
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  rules: {
    // CSS modules name classes in camelCase (styles.emailPanel); global rules target Infima's BEM
    // (menu__link--active) and DocSearch's (DocSearch-Button) names, which are not ours to choose.
    'selector-class-pattern': null,
    // Infima writes its breakpoints as (max-width: 996px); one form across the site's CSS.
    'media-feature-range-notation': 'prefix',
    // Font names in Infima's font-family custom properties keep their usual capitals.
    'value-keyword-case': ['lower', {ignoreProperties: [/font-family/]}],
  },
};

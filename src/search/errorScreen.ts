/**
 * What a search that got no answer says: in the modal (DocSearch's error screen, through the
 * theme config's translations) and on the /search page.
 */
export const SEARCH_ERROR_SCREEN = {
  titleText: 'Unable to fetch results',
  helpText: 'You might want to check your network connection.',
};

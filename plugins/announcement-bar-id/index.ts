/**
 * Shows the announcement bar again when its id changes, from the first paint.
 *
 * The theme's inline script hides the bar before React loads whenever the dismissal flag is
 * stored, without looking at the id; React then marks a new announcement as not dismissed, but
 * the attribute the script set keeps the bar hidden by CSS. This script runs right after the
 * theme's and clears that attribute when the stored id is not the current one.
 */
import type {Plugin} from '@docusaurus/types';

const ID_KEY = 'docusaurus.announcement.id';
const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function announcementBarIdPlugin(_context: unknown, options: {id: string}): Plugin {
  const script = `(function(){try{if(localStorage.getItem(${JSON.stringify(ID_KEY)})!==${JSON.stringify(options.id)}){document.documentElement.setAttribute(${JSON.stringify(ATTRIBUTE)},"false")}}catch(e){}})()`;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}

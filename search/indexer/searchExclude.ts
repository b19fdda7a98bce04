/**
 * The class a page template puts on markup that must never become a record: boilerplate repeated
 * in many sections (an API operation's shared error responses, its auth and content-type lines,
 * code-sample tab labels, a field's "required" badge) that would otherwise outrank, and crowd the
 * modal with copies of, what is specific to each section. The crawler's `selectors_exclude` /
 * `$(selector).remove()`, set by the page rather than by a crawler config, so templates and the
 * indexer share one name.
 */
export const SEARCH_EXCLUDE_CLASS = 'search-exclude';

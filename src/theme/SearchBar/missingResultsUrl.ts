import {site} from '@site/src/site';

/** A new-issue link on the docs repository, prefilled with the query that found nothing. */
export function missingResultsUrl(query: string): string {
  const params = new URLSearchParams({
    title: `Search: no results for "${query}"`,
    labels: 'docs,search',
    body: `I searched the docs for "${query}" and expected to find:\n\n`,
  });
  return `${site.docsRepository.url}/issues/new?${params.toString()}`;
}

/** The writers' report as plain text for the terminal. */
import type {SearchReport} from './collect';
import {decimal, percent} from './format';

function table(headers: string[], rows: string[][]): string[] {
  if (rows.length === 0) return ['  (none)'];
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`.trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

export function reportText(report: SearchReport): string {
  const {searches, noResultRate, clickThroughRate, averageClickPosition} = report;
  const out = [
    `Search report for index "${report.index}", ${report.startDate} to ${report.endDate}`,
    '',
    `Searches: ${searches.count}   no results: ${percent(noResultRate.count > 0 ? noResultRate.rate : null)}   click-through rate: ${percent(clickThroughRate.rate)}   average click position: ${decimal(averageClickPosition.average)}`,
    '',
    'Top searches',
    ...table(
      ['search', 'count', 'hits', 'CTR', 'avg pos'],
      report.topSearches.map((s) => [s.search, String(s.count), String(s.nbHits), percent(s.clickThroughRate), decimal(s.averageClickPosition)]),
    ),
    '',
    'Searches with no results',
    ...table(['search', 'count'], report.noResults.map((s) => [s.search, String(s.count)])),
    '',
    'Searches with results but no clicks',
    ...table(['search', 'count', 'hits'], report.noClicks.map((s) => [s.search, String(s.count), String(s.nbHits)])),
    '',
    'Least helpful pages',
    ...table(['page', 'no', 'yes'], report.pages.map((p) => [p.page, String(p.no), String(p.yes)])),
  ];
  const commented = report.pages.filter((p) => p.comments.length > 0);
  if (commented.length > 0) {
    out.push('', 'Comments');
    for (const page of commented) {
      out.push(`  ${page.page}`);
      for (const c of page.comments) out.push(`    ${c.date} ${c.helpful ? 'yes' : 'no '}  ${c.comment.replace(/\s+/g, ' ')}`);
    }
  }
  return `${out.join('\n')}\n`;
}

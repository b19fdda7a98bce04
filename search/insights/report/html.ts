/**
 * The writers' report as one self-contained HTML page: inline CSS, charts as inline SVG, no
 * script, no font, no image or style from anywhere else, so it opens offline and sends nothing.
 */
import {clickThroughChart, pageFeedbackChart, searchesPerDayChart, topSearchesChart} from './charts';
import type {SearchReport} from './collect';
import {decimal, percent} from './format';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

function table(caption: string, headers: string[], rows: string[][]): string {
  if (rows.length === 0) return `<p><strong>${escape(caption)}</strong>: none in this period.</p>`;
  const head = headers.map((h, i) => `<th scope="col"${i > 0 ? ' class="num"' : ''}>${escape(h)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${escape(cell)}</th>` : `<td class="num">${escape(cell)}</td>`)).join('')}</tr>`).join('\n');
  return `<table><caption>${escape(caption)}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const figure = (svg: string) => `<figure>${svg}</figure>`;

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;color:#1c1e21;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2.5rem}
.totals{display:flex;flex-wrap:wrap;gap:1rem;padding:0;list-style:none}
.totals li{border:1px solid #ccd;border-radius:6px;padding:.5rem 1rem}
.totals strong{display:block;font-size:1.4rem}
table{border-collapse:collapse;margin:1rem 0;min-width:24rem}
caption{text-align:left;font-weight:600;padding-bottom:.25rem}
th,td{border-bottom:1px solid #dde;padding:.25rem .75rem;text-align:left}
.num{text-align:right}figure{margin:1rem 0}svg{max-width:100%;height:auto}
blockquote{margin:.25rem 0 .25rem 1rem;color:#444}
`;

export function reportHtml(report: SearchReport): string {
  const title = `Search report: ${report.index}, ${report.startDate} to ${report.endDate}`;
  const comments = report.pages
    .filter((page) => page.comments.length > 0)
    .map(
      (page) =>
        `<h3>${escape(page.page)}</h3>\n${page.comments
          .map((c) => `<blockquote><p>${escape(c.comment)}</p><footer>${c.helpful ? 'Helpful' : 'Not helpful'}, ${escape(c.date)}</footer></blockquote>`)
          .join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<ul class="totals">
<li><strong>${report.searches.count}</strong> searches</li>
<li><strong>${percent(report.noResultRate.count > 0 ? report.noResultRate.rate : null)}</strong> without results</li>
<li><strong>${percent(report.clickThroughRate.rate)}</strong> click-through rate</li>
<li><strong>${decimal(report.averageClickPosition.average)}</strong> average click position</li>
</ul>
<h2>Searches over time</h2>
${figure(searchesPerDayChart(report))}
${figure(clickThroughChart(report))}
<h2>What readers search for</h2>
${report.topSearches.length > 0 ? figure(topSearchesChart(report)) : ''}
${table('Top searches', ['Search', 'Count', 'Hits', 'Click-through rate', 'Average click position'], report.topSearches.map((s) => [s.search, String(s.count), String(s.nbHits), percent(s.clickThroughRate), decimal(s.averageClickPosition)]))}
<h2>What readers do not find</h2>
${table('Searches with no results', ['Search', 'Count'], report.noResults.map((s) => [s.search, String(s.count)]))}
${table('Searches with results but no clicks', ['Search', 'Count', 'Hits'], report.noClicks.map((s) => [s.search, String(s.count), String(s.nbHits)]))}
<h2>Page feedback</h2>
${report.pages.length > 0 ? figure(pageFeedbackChart(report)) : ''}
${table('Least helpful pages', ['Page', 'Not helpful', 'Helpful'], report.pages.map((p) => [p.page, String(p.no), String(p.yes)]))}
${comments ? `<h2>Comments</h2>\n${comments}` : ''}
</main>
</body>
</html>
`;
}

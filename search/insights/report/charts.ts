/**
 * The report's charts, drawn at report time by Apache ECharts' server-side SVG renderer: the page
 * that shows them carries plain SVG, no script and no request to anyone.
 */
import * as echarts from 'echarts';
import type {SearchReport} from './collect';

const WIDTH = 760;
const COLORS = {primary: '#2e5aac', danger: '#b42318', success: '#1f7a3d'};

function render(option: echarts.EChartsOption, height: number): string {
  const chart = echarts.init(null, null, {renderer: 'svg', ssr: true, width: WIDTH, height});
  // `aria` makes ECharts describe the chart in the SVG's aria-label for screen readers.
  chart.setOption({animation: false, aria: {enabled: true}, textStyle: {fontFamily: 'system-ui, sans-serif'}, ...option});
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

export function searchesPerDayChart(report: SearchReport): string {
  const days = report.noResultRate.dates;
  return render(
    {
      title: {text: 'Searches per day', left: 'left', textStyle: {fontSize: 14}},
      legend: {top: 0, right: 0},
      grid: {left: 48, right: 16, top: 40, bottom: 32},
      xAxis: {type: 'category', data: days.map((d) => d.date.slice(5))},
      yAxis: {type: 'value', minInterval: 1},
      series: [
        {name: 'searches', type: 'bar', data: days.map((d) => d.count), itemStyle: {color: COLORS.primary}},
        {name: 'no results', type: 'line', data: days.map((d) => d.noResultCount), itemStyle: {color: COLORS.danger}},
      ],
    },
    280,
  );
}

export function clickThroughChart(report: SearchReport): string {
  const days = report.clickThroughRate.dates;
  return render(
    {
      title: {text: 'Click-through rate per day (%)', left: 'left', textStyle: {fontSize: 14}},
      grid: {left: 48, right: 16, top: 40, bottom: 32},
      xAxis: {type: 'category', data: days.map((d) => d.date.slice(5))},
      yAxis: {type: 'value', min: 0, max: 100},
      series: [{name: 'click-through rate', type: 'line', connectNulls: true, data: days.map((d) => (d.rate === null ? null : Math.round(d.rate * 1000) / 10)), itemStyle: {color: COLORS.primary}}],
    },
    240,
  );
}

/** Horizontal bars, longest first from the top. */
function barsChart(title: string, labels: string[], series: Array<{name: string; data: number[]; color: string}>): string {
  const height = 80 + labels.length * 26;
  return render(
    {
      title: {text: title, left: 'left', textStyle: {fontSize: 14}},
      legend: series.length > 1 ? {top: 0, right: 0} : undefined,
      grid: {left: 16, right: 24, top: 40, bottom: 24, containLabel: true},
      xAxis: {type: 'value', minInterval: 1},
      yAxis: {type: 'category', inverse: true, data: labels, axisLabel: {width: 260, overflow: 'truncate'}},
      series: series.map((s) => ({name: s.name, type: 'bar', stack: 'all', data: s.data, itemStyle: {color: s.color}})),
    },
    height,
  );
}

export function topSearchesChart(report: SearchReport): string {
  return barsChart('Top searches', report.topSearches.map((s) => s.search), [{name: 'searches', data: report.topSearches.map((s) => s.count), color: COLORS.primary}]);
}

export function pageFeedbackChart(report: SearchReport): string {
  return barsChart('Least helpful pages', report.pages.map((p) => p.page), [
    {name: 'not helpful', data: report.pages.map((p) => p.no), color: COLORS.danger},
    {name: 'helpful', data: report.pages.map((p) => p.yes), color: COLORS.success},
  ]);
}

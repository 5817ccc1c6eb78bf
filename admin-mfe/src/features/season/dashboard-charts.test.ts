import { formatDollars } from 'shared-ui';
import { MAX_BAR_PX, salesChartOptions } from './dashboard-charts';

const labels = {
  byDay: 'Sales per day',
  byCategory: 'Sales by category',
  amount: 'Amount',
  formatDay: (date: string) => date,
  formatMoney: (amount: number) => formatDollars(amount, 'en'),
  formatAxisMoney: (amount: number) => formatDollars(amount, 'en', { wholeDollars: true }),
  categoryName: (category: string) => category,
};

describe('salesChartOptions', () => {
  it('labels the amount axis in whole dollars, up for days and sideways for categories', () => {
    const byDay = salesChartOptions(labels, 'y');
    const byCategory = salesChartOptions(labels, 'x');
    expect(byDay.indexAxis).toBe('x');
    expect(byCategory.indexAxis).toBe('y');
    expect(byDay.scales.y?.ticks.callback(1500)).toBe('$1,500');
    expect(byCategory.scales.x?.ticks.callback(200)).toBe('$200');
    expect(byCategory.scales.y).toBeUndefined();
  });

  it('keeps a lone bar (one category sold so far) at most 48 px thick on both charts', () => {
    expect(MAX_BAR_PX).toBe(48);
    expect(salesChartOptions(labels, 'x').datasets.bar.maxBarThickness).toBe(48);
    expect(salesChartOptions(labels, 'y').datasets.bar.maxBarThickness).toBe(48);
  });

  it("writes the charts' text in the page's font (a canvas inherits no CSS)", async () => {
    document.documentElement.style.setProperty('--fw-font', '"Figtree", sans-serif');
    await jest.isolateModulesAsync(async () => {
      const { Chart } = await import('chart.js');
      await import('./dashboard-charts');
      expect(Chart.defaults.font.family).toBe('"Figtree", sans-serif');
    });
  });

  it("shows each bar's own amount in its tooltip, also on the sideways chart (where parsed.y is the bar's position)", () => {
    const byCategory = salesChartOptions(labels, 'x');
    const bar = { raw: 779.94, parsed: { x: 779.94, y: 0 } };
    expect(byCategory.plugins.tooltip.callbacks.label(bar)).toBe('$779.94');
    const day = { raw: 1656.13, parsed: { x: 3, y: 1656.13 } };
    expect(salesChartOptions(labels, 'y').plugins.tooltip.callbacks.label(day)).toBe('$1,656.13');
  });
});

import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { SalesDay } from '@functions/admin/contract/sales';
import { formatPrice } from '../../../lib/format';
import { toCents } from '@functions/platform/contract/money';
import { dayLabel } from '../sales-format';

// Only what a bar chart with a tooltip needs, so the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

interface RevenueChartProps {
  days: readonly SalesDay[];
}

/** Revenue per day as bars. The canvas is an image for screen readers, which get the same data as a table beside it. */
export function RevenueChart({ days }: RevenueChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((day) => dayLabel(day.date)),
        datasets: [{ label: 'Revenue', data: days.map((day) => day.revenue), backgroundColor: '#0f766e', borderRadius: 2 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { beginAtZero: true, ticks: { callback: (value) => formatPrice(toCents(Number(value))) } },
        },
        plugins: { tooltip: { callbacks: { label: (item) => formatPrice(toCents(Number(item.parsed.y))) } } },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label="Revenue per day (the table below has the same figures)" />
    </div>
  );
}

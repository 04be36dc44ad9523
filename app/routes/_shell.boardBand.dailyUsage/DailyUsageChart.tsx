/**
 * The stacked bar chart of daily usage by category (react-chartjs-2). Loaded lazily (React.lazy) only by
 * the daily usage page, so chart.js never reaches other routes; it registers only the parts it draws with.
 */
import { useEffect, useMemo, useRef } from "react";
import { Bar } from "react-chartjs-2";
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, chartColours, cssColour } from "~/broadband/chart";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface DailyBar {
  label: string;
  usages: Array<{ name: string; sorter: number; volume: number }>;
}

export default function DailyUsageChart({ days, label, unit }: { days: DailyBar[]; label: string; unit: string }) {
  const chart = useRef<Chart<"bar">>(null);
  const { data, options } = useMemo(() => {
    const categories = [...new Map(days.flatMap((d) => d.usages).map((u) => [u.name, u.sorter])).entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name);
    const colours = chartColours(categories.length);
    const text = cssColour("--color-text");
    // The page's fonts, so day and month names in Sinhala or Tamil are drawn with their script's face.
    Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
    return {
      data: {
        labels: days.map((d) => d.label),
        datasets: categories.map((name, i) => ({
          label: name,
          data: days.map((d) => d.usages.filter((u) => u.name === name).reduce((s, u) => s + u.volume, 0)),
          backgroundColor: colours[i],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false as const,
        scales: {
          x: { stacked: true, ticks: { color: text } },
          y: { stacked: true, ticks: { color: text }, title: { display: true, text: unit, color: text } },
        },
        plugins: { legend: { position: "bottom" as const, labels: { color: text } } },
      },
    };
  }, [days, unit]);
  // A face that arrives after the first drawing is used once it is there.
  useEffect(() => {
    let shown = true;
    void document.fonts.ready.then(() => shown && chart.current?.update());
    return () => {
      shown = false;
    };
  }, []);
  return (
    <div className="bb-chart">
      <Bar ref={chart} data={data} options={options} role="img" aria-label={label} data-testid="daily-usage-chart" />
    </div>
  );
}

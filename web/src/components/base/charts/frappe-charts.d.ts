/** Types for the parts of frappe-charts 1.6 the requests chart uses (the package ships none). */
declare module "frappe-charts" {
  export interface ChartData {
    labels: string[];
    datasets: Array<{ name?: string; values: number[]; chartType?: string }>;
  }
  export interface ChartOptions {
    type?: "line" | "bar" | "axis-mixed";
    data: ChartData;
    height?: number;
    colors?: string[];
    animate?: boolean | 0 | 1;
    axisOptions?: { xIsSeries?: boolean | 0 | 1; xAxisMode?: "span" | "tick"; yAxisMode?: "span" | "tick" };
    lineOptions?: { regionFill?: 0 | 1; hideDots?: 0 | 1; spline?: 0 | 1; dotSize?: number };
    tooltipOptions?: {
      formatTooltipX?: (label: string) => string;
      formatTooltipY?: (value: number) => string;
    };
    truncateLegends?: boolean;
  }
  export class Chart {
    constructor(parent: HTMLElement | string, options: ChartOptions);
    update(data: ChartData): void;
    destroy(): void;
    container: HTMLElement;
    measures: { margins: { left: number; right: number }; paddings: { left: number; right: number } };
    state: { xAxis?: { positions: number[] } };
    /** Internal: indexes the points for the tooltip (runs on every data or width change). */
    makeDataByIndex(): void;
    dataByIndex: Record<number, { formattedLabel: string }>;
  }
}

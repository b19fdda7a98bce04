/** Number formats shared by the text and HTML reports. */
export const percent = (rate: number | null): string => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
export const decimal = (value: number | null): string => (value === null ? '–' : value.toFixed(2));

/** One tool's part of the quality bench: a printed report and the targets it checks. */
export interface QualitySection {
  title: string;
  run(): Promise<{ report: string; checks: { name: string; pass: boolean }[] }>;
}

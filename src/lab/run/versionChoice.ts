import type { LabVersion } from '../types';

/** Whose formatQuery the Run tab runs: one release, or both side by side (kept in the demo's permalink). */
export type LabVersionChoice = LabVersion | 'both';

export const labVersionChoices = ['7.7.1', '8.24.1', 'both'] as const satisfies readonly LabVersionChoice[];

export const defaultLabVersionChoice: LabVersionChoice = '7.7.1';

export const isLabVersionChoice = (value: unknown): value is LabVersionChoice =>
  typeof value === 'string' && (labVersionChoices as readonly string[]).includes(value);

export const versionsOf = (choice: LabVersionChoice): LabVersion[] =>
  choice === 'both' ? ['7.7.1', '8.24.1'] : [choice];

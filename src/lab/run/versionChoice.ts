import { release7, release8, type LabVersion } from '../types';

/** Whose formatQuery the Run tab runs: one release, or both side by side (kept in the demo's permalink). */
export type LabVersionChoice = LabVersion | 'both';

export const labVersionChoices = [release7, release8, 'both'] as const satisfies readonly LabVersionChoice[];

export const defaultLabVersionChoice: LabVersionChoice = release7;

export const isLabVersionChoice = (value: unknown): value is LabVersionChoice =>
  typeof value === 'string' && (labVersionChoices as readonly string[]).includes(value);

export const versionsOf = (choice: LabVersionChoice): LabVersion[] =>
  choice === 'both' ? [release7, release8] : [choice];

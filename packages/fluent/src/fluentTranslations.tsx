import {
  ChevronDownRegular,
  ChevronUpRegular,
  CopyRegular,
  DismissRegular,
  LockClosedRegular,
  LockOpenRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import * as React from 'react';
import type { Translations } from 'react-querybuilder';

/**
 * Fluent UI icons as the labels of the remove, clone, lock, drag and shift controls (titles stay
 * react-querybuilder's); pass it as `translations` of `QueryBuilder`, or use {@link QueryBuilderFluent}.
 */
export const fluentTranslations: Partial<Translations> = {
  removeGroup: { label: <DismissRegular /> },
  removeRule: { label: <DismissRegular /> },
  cloneRule: { label: <CopyRegular /> },
  cloneRuleGroup: { label: <CopyRegular /> },
  dragHandle: { label: <ReOrderDotsVerticalRegular /> },
  lockGroup: { label: <LockOpenRegular /> },
  lockRule: { label: <LockOpenRegular /> },
  lockGroupDisabled: { label: <LockClosedRegular /> },
  lockRuleDisabled: { label: <LockClosedRegular /> },
  shiftActionDown: { label: <ChevronDownRegular /> },
  shiftActionUp: { label: <ChevronUpRegular /> },
};

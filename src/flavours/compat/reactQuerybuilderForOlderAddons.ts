/**
 * react-querybuilder 7.7.1 as the add-ons built for earlier 7.x releases see it (plugins/lean/flavourBundling
 * points their imports here). @react-querybuilder/antd 7.4.0 and /chakra 7.6.1 call
 * `useValueEditor` without the `schema` argument that 7.7.1 reads; everything else is unchanged,
 * so the bundle keeps a single copy of the library.
 */
import { useValueEditor as useValueEditorOf771, type Schema } from 'react-querybuilder';

export * from 'react-querybuilder';

type UseValueEditorParams = Parameters<typeof useValueEditorOf771>[0];

/** What 7.7.1 reads from the schema when a caller passes none: no extra class names. */
const schemaOfOlderCallers = { classNames: {}, suppressStandardClassnames: false } as unknown as Schema<never, string>;

export const useValueEditor = (
  params: Omit<UseValueEditorParams, 'schema'> & Partial<Pick<UseValueEditorParams, 'schema'>>,
) => useValueEditorOf771({ ...params, schema: params.schema ?? schemaOfOlderCallers } as UseValueEditorParams);

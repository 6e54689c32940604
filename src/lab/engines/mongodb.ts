import { Query } from 'mingo';
import { release7, release8, type LabEngine } from '../types';
import { rowEngine } from './jsonEngine';

/**
 * 7.7.1's `mongodb` export is a JSON string of a `find` filter, 8.24.1's `mongodb_query` the filter object (its
 * `mongodb`, the same as a string, is deprecated); mingo runs it on the rows as documents.
 */
export function createMongodbEngine(): LabEngine {
  return rowEngine({
    id: 'mongodb',
    label: 'MongoDB query language (mingo 7.2.6)',
    formats: { [release7]: 'mongodb', [release8]: 'mongodb_query' },
    text: (exported) => (typeof exported === 'string' ? exported : JSON.stringify(exported)),
    compile: (text) => {
      const query = new Query(JSON.parse(text) as Record<string, unknown>);
      return (document) => query.test(document);
    },
  });
}

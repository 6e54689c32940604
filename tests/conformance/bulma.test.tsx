// @vitest-environment jsdom
import { BulmaNotToggle, BulmaValueEditor, BulmaValueSelector, QueryBuilderBulma } from '@react-querybuilder/bulma';
import { testFlavourConformance } from './kit';
import { nativeDriver } from './nativeDriver';

testFlavourConformance({
  name: '@react-querybuilder/bulma',
  components: {
    valueSelector: BulmaValueSelector,
    valueEditor: BulmaValueEditor,
    notToggle: BulmaNotToggle,
  },
  Provider: QueryBuilderBulma,
  driver: nativeDriver,
});

// @vitest-environment jsdom
import {
  BulmaActionElement,
  BulmaDragHandle,
  BulmaNotToggle,
  BulmaShiftActions,
  BulmaValueEditor,
  BulmaValueSelector,
  QueryBuilderBulma,
} from '@react-querybuilder/bulma';
import { testFlavourConformance } from './kit';
import { nativeDriver } from './nativeDriver';

testFlavourConformance({
  name: '@react-querybuilder/bulma',
  components: {
    valueSelector: BulmaValueSelector,
    valueEditor: BulmaValueEditor,
    notToggle: BulmaNotToggle,
    actionElement: BulmaActionElement,
    dragHandle: BulmaDragHandle,
    shiftActions: BulmaShiftActions,
  },
  Provider: QueryBuilderBulma,
  driver: nativeDriver,
});

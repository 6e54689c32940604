import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  mySidebar: [
    'intro',
    {
      type: 'category',
      label: 'Components',
      link: {
        type: 'generated-index',
        slug: '/category/components',
        description: 'The building blocks QueryBuilder renders, their props and how to replace each one.',
      },
      items: [
        'components/querybuilder',
        'components/querybuilder-controlelements',
        'components/rule',
        'components/rulegroup',
        'components/valueeditor',
        'components/valueselector',
        'components/actionelement',
        'components/nottoggle',
        'components/draghandle',
        'components/shiftactions',
        'components/inlinecombinator',
        'components/matchmodeeditor',
        'components/undoredoactions',
      ],
    },
    {
      type: 'category',
      label: 'Styling',
      link: {
        type: 'generated-index',
        slug: '/category/styling',
        description: 'How the query builder is styled and which class names it applies.',
      },
      items: ['styling/overview', 'styling/classnames'],
    },
    {
      type: 'category',
      label: 'Utilities',
      link: {
        type: 'generated-index',
        slug: '/category/utilities',
        description: 'Exporting, importing and validating queries, hooks and other helper functions.',
      },
      items: [
        'utils/export',
        'utils/import',
        'utils/validation',
        'utils/query-management',
        'utils/hooks',
        'utils/misc',
        'utils/framework-adapters',
      ],
    },
    {
      type: 'category',
      label: 'Tips & Tricks',
      link: {
        type: 'generated-index',
        slug: '/category/tips--tricks',
        description: 'Recipes for common tasks and mistakes to avoid.',
      },
      items: [
        'tips/adding-removing-query-properties',
        'tips/common-mistakes',
        'tips/custom-bind-variables',
        'tips/parameter-manager',
        'tips/custom-with-fallback',
        'tips/external-controls',
        'tips/limit-groups',
        'tips/managing-fields',
        'tips/managing-operators',
        'tips/subqueries',
        'tips/undo-redo',
        'tips/option-lists',
        'tips/async-option-lists',
        'tips/maximizing-performance',
        'tips/path',
        'tips/arbitrary-updates',
        'tips/showcase',
      ],
    },
    'typescript',
    'compat',
    'buildless',
    'migrate',
    'releases',
  ],
} satisfies SidebarsConfig;

export default sidebars;

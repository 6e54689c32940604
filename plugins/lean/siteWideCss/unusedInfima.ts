import type { Plugin, Rule } from 'postcss';

/**
 * Infima classes that no page renders: found in no emitted page or script nor in our sources, so their rules are
 * dead weight in the render-blocking stylesheet. `findPurgedClasses` checks every build's scripts against this
 * list, so a page that starts using one fails the build instead of rendering unstyled: then delete it here.
 */
export const unusedInfimaClasses: readonly string[] = [
  // alert
  'alert--primary',
  'alert__heading',
  'alert__icon',
  // avatar
  'avatar--vertical',
  'avatar__intro',
  'avatar__name',
  'avatar__photo',
  'avatar__photo--lg',
  'avatar__photo--sm',
  'avatar__photo--xl',
  'avatar__subtitle',
  // badge
  'badge--danger',
  'badge--info',
  'badge--primary',
  'badge--success',
  'badge--warning',
  // breadcrumbs
  'breadcrumbs--lg',
  'breadcrumbs--sm',
  // button-group
  'button-group',
  'button-group--block',
  // button
  'button--active',
  'button--block',
  'button--info',
  'button--success',
  'button--warning',
  // card
  'card--full-height',
  'card__body',
  'card__footer',
  'card__header',
  'card__image',
  // col
  'col--1',
  'col--10',
  'col--11',
  'col--5',
  'col--7',
  'col--offset-1',
  'col--offset-10',
  'col--offset-11',
  'col--offset-12',
  'col--offset-2',
  'col--offset-4',
  'col--offset-5',
  'col--offset-6',
  'col--offset-7',
  'col--offset-8',
  'col--offset-9',
  // dropdown
  'dropdown--nocaret',
  // hero
  'hero--dark',
  'hero--primary',
  'hero__subtitle',
  // margin-bottom
  'margin-bottom--lg',
  'margin-bottom--none',
  'margin-bottom--xs',
  // margin-horiz
  'margin-horiz--lg',
  'margin-horiz--md',
  'margin-horiz--none',
  'margin-horiz--sm',
  'margin-horiz--xl',
  'margin-horiz--xs',
  // margin-left
  'margin-left--lg',
  'margin-left--md',
  'margin-left--none',
  'margin-left--xl',
  'margin-left--xs',
  // margin-right
  'margin-right--lg',
  'margin-right--none',
  'margin-right--sm',
  'margin-right--xl',
  'margin-right--xs',
  // margin-top
  'margin-top--none',
  'margin-top--xl',
  'margin-top--xs',
  // margin-vert
  'margin-vert--none',
  'margin-vert--sm',
  'margin-vert--xs',
  // margin
  'margin--lg',
  'margin--md',
  'margin--none',
  'margin--sm',
  'margin--xl',
  'margin--xs',
  // navbar
  'navbar__items--center',
  'navbar__search-input',
  // padding-bottom
  'padding-bottom--md',
  'padding-bottom--none',
  'padding-bottom--sm',
  'padding-bottom--xl',
  'padding-bottom--xs',
  // padding-horiz
  'padding-horiz--lg',
  'padding-horiz--md',
  'padding-horiz--none',
  'padding-horiz--sm',
  'padding-horiz--xl',
  'padding-horiz--xs',
  // padding-left
  'padding-left--lg',
  'padding-left--md',
  'padding-left--sm',
  'padding-left--xl',
  'padding-left--xs',
  // padding-right
  'padding-right--lg',
  'padding-right--md',
  'padding-right--none',
  'padding-right--sm',
  'padding-right--xl',
  'padding-right--xs',
  // padding-top
  'padding-top--lg',
  'padding-top--none',
  'padding-top--sm',
  'padding-top--xl',
  'padding-top--xs',
  // padding-vert
  'padding-vert--lg',
  'padding-vert--md',
  'padding-vert--none',
  'padding-vert--sm',
  'padding-vert--xl',
  'padding-vert--xs',
  // padding
  'padding--md',
  'padding--sm',
  'padding--xl',
  'padding--xs',
  // pagination
  'pagination--lg',
  'pagination--sm',
  'pagination__item',
  'pagination__item--active',
  'pagination__item--disabled',
  'pagination__link',
  // pills
  'pills--block',
  // row
  'row--align-baseline',
  'row--align-bottom',
  'row--align-center',
  'row--align-stretch',
  'row--align-top',
  'row--no-gutters',
  // shadow
  'shadow--md',
  'shadow--tl',
  // text
  'text--bold',
  'text--break',
  'text--capitalize',
  'text--danger',
  'text--info',
  'text--italic',
  'text--justify',
  'text--left',
  'text--light',
  'text--lowercase',
  'text--no-decoration',
  'text--normal',
  'text--primary',
  'text--right',
  'text--secondary',
  'text--semibold',
  'text--success',
  'text--uppercase',
  'text--warning',
];

const infimaStylesheet = /[\\/]node_modules[\\/]infima[\\/]dist[\\/]/;
const classNames = /\.(-?[_a-zA-Z][\w-]*)/g;
// Classes inside :not(), :is(), :where() or :has() do not have to be on the element for the selector to match.
const functionalPseudoClasses = /:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;

/** Whether nothing can match `selector`: it requires a class that no page renders. */
export function isDeadSelector(selector: string, purged: ReadonlySet<string>): boolean {
  const required = selector.replace(functionalPseudoClasses, '');
  return [...required.matchAll(classNames)].some(([, name]) => purged.has(name!));
}

interface Removable {
  readonly type: string;
  readonly nodes?: readonly unknown[];
  readonly parent?: Removable | undefined;
  remove(): unknown;
}

const removeIfEmpty = (container: Removable | undefined) => {
  for (let node = container; node?.type === 'atrule' && node.nodes?.length === 0;) {
    const parent = node.parent;
    node.remove();
    node = parent;
  }
};

/**
 * A PostCSS plugin that drops, from Infima's stylesheet only, the selectors that need a class of `classes`, and the
 * rules and at-rules left empty.
 */
export function purgeInfimaClasses(classes: readonly string[] = unusedInfimaClasses): Plugin {
  const purged = new Set(classes);
  return {
    postcssPlugin: 'purge-unused-infima',
    Once(root, { result }) {
      if (!infimaStylesheet.test(result.opts.from ?? '')) return;
      // Collected first: removing rules (and the at-rules they empty) while walking would skip their neighbours.
      const rules: Rule[] = [];
      root.walkRules((rule) => {
        rules.push(rule);
      });
      for (const rule of rules) {
        const alive = rule.selectors.filter((selector) => !isDeadSelector(selector, purged));
        if (alive.length === rule.selectors.length) continue;
        if (alive.length > 0) {
          rule.selectors = alive;
          continue;
        }
        const parent = rule.parent;
        rule.remove();
        removeIfEmpty(parent);
      }
    },
  };
}

const classLikeTokens = /[_a-zA-Z][\w-]*/g;

/** The classes of `classes` that a script names: any of them means a page may render it. */
export function findPurgedClasses(script: string, classes: readonly string[] = unusedInfimaClasses): string[] {
  const purged = new Set(classes);
  const found = new Set<string>();
  for (const [token] of script.matchAll(classLikeTokens)) if (purged.has(token)) found.add(token);
  return [...found];
}

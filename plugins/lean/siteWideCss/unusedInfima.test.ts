import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { findPurgedClasses, isDeadSelector, purgeInfimaClasses } from './unusedInfima';

const infima = '/repo/node_modules/infima/dist/css/default/default.css';
const purge = (css: string, from = infima) =>
  postcss([purgeInfimaClasses(['pagination__item', 'avatar__photo'])]).process(css, { from }).css;

describe('purgeInfimaClasses', () => {
  it('drops rules whose every selector needs a purged class, and the at-rules they leave empty', () => {
    const css =
      '@layer docusaurus.infima{.pagination__item{display:inline-flex}@media (min-width:997px){.avatar__photo{width:1px}}.menu{margin:0}}';
    expect(purge(css)).toBe('@layer docusaurus.infima{.menu{margin:0}}');
  });

  it('keeps the selectors of a list that can still match', () => {
    expect(purge('.pagination__item,.pagination-nav__item{flex:1}')).toBe('.pagination-nav__item{flex:1}');
  });

  it('leaves other stylesheets alone', () => {
    expect(purge('.pagination__item{display:flex}', '/repo/src/css/custom.css')).toBe(
      '.pagination__item{display:flex}',
    );
  });
});

describe('isDeadSelector', () => {
  const purged = new Set(['button--block']);
  it('needs the class on the element itself, not inside a negation', () => {
    expect(isDeadSelector('.button-group > .button--block', purged)).toBe(true);
    expect(isDeadSelector('.button:not(.button--block)', purged)).toBe(false);
    expect(isDeadSelector('.button--block-ish', purged)).toBe(false);
  });
});

describe('findPurgedClasses', () => {
  it('finds a purged class that a script names, as a whole token only', () => {
    expect(findPurgedClasses('className:"card card__body"', ['card__body', 'col--1'])).toEqual(['card__body']);
    expect(findPurgedClasses('className:"col col--10"', ['card__body', 'col--1'])).toEqual([]);
  });

  it('lists only Infima classes this site does not render', () => {
    expect(
      findPurgedClasses('"pagination-nav__link" "button button--secondary" "alert alert--warning" "col col--3"'),
    ).toEqual([]);
  });
});

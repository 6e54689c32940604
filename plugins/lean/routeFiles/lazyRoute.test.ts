import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import lazyRoute, { type RouteComponent } from './lazyRoute';

const loadable = (text: string) => {
  const Component: RouteComponent = (props: Record<string, unknown>) =>
    createElement('p', null, `${text} ${String(props.id)}`);
  Component.preload = vi.fn(() => Promise.resolve(text));
  return Component;
};

describe('lazyRoute', () => {
  it('makes the real component only when the route first renders, then renders it with the props', () => {
    const create = vi.fn(() => loadable('page'));
    const Route = lazyRoute(create);
    expect(create).not.toHaveBeenCalled();
    expect(renderToString(createElement(Route, { id: 1 }))).toBe('<p>page 1</p>');
    expect(renderToString(createElement(Route, { id: 2 }))).toBe('<p>page 2</p>');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('preloads the one real component that later renders', async () => {
    const real = loadable('page');
    const create = vi.fn(() => real);
    const Route = lazyRoute(create);
    await expect(Route.preload?.()).resolves.toBe('page');
    expect(renderToString(createElement(Route, { id: 3 }))).toBe('<p>page 3</p>');
    expect(create).toHaveBeenCalledTimes(1);
    expect(real.preload).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing, without failing, for a component that cannot preload', () => {
    const Route = lazyRoute(() => () => null);
    expect(Route.preload?.()).toBeUndefined();
  });
});

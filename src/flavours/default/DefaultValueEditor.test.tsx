// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DefaultValueEditor } from './DefaultValueEditor';

const fields = [{ name: 'pages', label: 'Pages', placeholder: 'Number of pages', inputType: 'number' }];
const query = (operator: string, value: string): RuleGroupType => ({
  combinator: 'and',
  rules: [{ field: 'pages', operator, value }],
});

describe('DefaultValueEditor', () => {
  afterEach(cleanup);

  it("names each end of a range after the field, keeping the library's markup", () => {
    render(
      <QueryBuilder
        fields={fields}
        query={query('between', '40,120')}
        controlElements={{ valueEditor: DefaultValueEditor }}
      />,
    );
    const from = screen.getByRole('spinbutton', { name: 'Pages, from' });
    expect(from).toHaveProperty('value', '40');
    expect(from.className).toBe('rule-value-list-item');
    expect(from.getAttribute('placeholder')).toBe('Number of pages');
    expect(screen.getByRole('spinbutton', { name: 'Pages, to' })).toHaveProperty('value', '120');
  });

  it('edits one end of the range', () => {
    const onQueryChange = vi.fn();
    render(
      <QueryBuilder
        fields={fields}
        defaultQuery={query('between', '40,120')}
        onQueryChange={onQueryChange}
        controlElements={{ valueEditor: DefaultValueEditor }}
      />,
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pages, to' }), { target: { value: '300' } });
    expect(onQueryChange.mock.lastCall?.[0].rules[0].value).toBe('40,300');
  });

  it("leaves other operators to the library's editor", () => {
    render(
      <QueryBuilder fields={fields} query={query('>', '500')} controlElements={{ valueEditor: DefaultValueEditor }} />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Value' })).toHaveProperty('value', '500');
  });
});

import { describe, expect, it } from 'vitest';
import { usesTailwind } from './tailwind';

describe('usesTailwind', () => {
  it("answers to a Tailwind stylesheet's directive, in either quotes or Tailwind 3's form", () => {
    expect(usesTailwind('// The app\'s stylesheet: @import "tailwindcss";')).toBe(true);
    expect(usesTailwind("/* @import 'tailwindcss'; */")).toBe(true);
    expect(usesTailwind('// @tailwind base; @tailwind components; @tailwind utilities;')).toBe(true);
  });

  it('ignores class names and mentions of Tailwind without its directive', () => {
    expect(usesTailwind("const classes = { rule: 'flex gap-2 text-red-700' }; // styled like Tailwind")).toBe(false);
    expect(usesTailwind('import \'@tremor/react\'; // @import "tailwindcss/colors"')).toBe(false);
    expect(usesTailwind('// @tailwind base;')).toBe(false);
  });
});

/** spel2js ships no types; these cover the part the lab calls. */
declare module 'spel2js' {
  export interface CompiledSpelExpression {
    eval(context?: unknown, locals?: Record<string, unknown>): unknown;
  }
  export const SpelExpressionEvaluator: {
    compile(expression: string): CompiledSpelExpression;
    eval(expression: string, context?: unknown, locals?: Record<string, unknown>): unknown;
  };
  export const StandardContext: { create(authentication?: unknown, principal?: unknown): unknown };
}

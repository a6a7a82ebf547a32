import type { ESLint, Rule } from 'eslint';

/** The relative specifiers a module's text imports or re-exports. */
export function relativeSpecifiers(text: string): string[];

declare const plugin: ESLint.Plugin & { rules: Record<'no-import-cycles', Rule.RuleModule> };
export default plugin;

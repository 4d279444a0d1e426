/**
 * Meilisearch filter expressions: one parser and one evaluator shared by the build (stock
 * filters) and the in-browser search engine, so every backend gives a filter the same meaning.
 */
export type {
  AndNode,
  ComparisonNode,
  ComparisonOperator,
  ConditionNode,
  ExistsNode,
  FilterInput,
  FilterNode,
  InNode,
  IsEmptyNode,
  IsNullNode,
  NotNode,
  OrNode,
  RangeNode,
} from './ast.ts';
export {
  compileFilter,
  compileNode,
  type FilterRecord,
  matchesFilter,
  type RecordPredicate,
} from './evaluate.ts';
export { MAX_FILTER_DEPTH } from './parse-expression.ts';
export { parseFilter, parseFilterInput } from './parse.ts';
export { FilterSyntaxError } from './syntax-error.ts';

import type { BindValue } from './value-cast.js';

export type CompareOperator = '=' | '<>' | '<' | '<=' | '>' | '>=';

/**
 * A parsed filter. `column` always comes from the resource's `ListFields`, never from the
 * client, and every value is bound as a parameter, so compiling it cannot inject SQL.
 */
export type Condition =
  | { kind: 'compare'; column: string; operator: CompareOperator; value: BindValue }
  | { kind: 'null'; column: string; negated: boolean }
  | { kind: 'in'; column: string; negated: boolean; values: BindValue[] }
  | { kind: 'between'; column: string; from: BindValue; to: BindValue }
  | { kind: 'like'; column: string; negated: boolean; pattern: string }
  | { kind: 'and' | 'or'; conditions: Condition[] };

export type Junction = 'and' | 'or';

/**
 * Joins `right` onto `left` the way Doctrine's andWhere/orWhere do: the accumulated condition
 * becomes the left operand, so `a AND b OR c` means `(a AND b) OR c`. A junction of the same kind
 * is extended rather than nested, which keeps the SQL flat without changing its meaning.
 */
export function joinConditions(junction: Junction, left: Condition, right: Condition): Condition {
  if (left.kind === junction) return { kind: junction, conditions: [...left.conditions, right] };
  return { kind: junction, conditions: [left, right] };
}

/**
 * Compiles a condition to SQL that MySQL and SQLite read alike. Values are added to `params`
 * under generated names (`lq0`, `lq1`, ...); junctions are always parenthesised so the caller's
 * own conditions (the workspace scope) can never be OR-ed away.
 */
export function compileCondition(condition: Condition, params: Record<string, unknown>): string {
  const bind = (value: unknown): string => {
    const name = `lq${Object.keys(params).length}`;
    params[name] = value;
    return name;
  };
  switch (condition.kind) {
    case 'compare':
      return `${condition.column} ${condition.operator} :${bind(condition.value)}`;
    case 'null':
      return `${condition.column} IS ${condition.negated ? 'NOT ' : ''}NULL`;
    case 'in': {
      // One parameter per value: the drivers convert a bound Date on its own, not inside an array.
      const list = condition.values.map((value) => `:${bind(value)}`).join(', ');
      return `${condition.column} ${condition.negated ? 'NOT ' : ''}IN (${list})`;
    }
    case 'between':
      return `${condition.column} BETWEEN :${bind(condition.from)} AND :${bind(condition.to)}`;
    case 'like':
      return `${condition.column} ${condition.negated ? 'NOT ' : ''}LIKE :${bind(condition.pattern)}`;
    case 'and':
    case 'or': {
      const parts = condition.conditions.map((part) => compileCondition(part, params));
      return `(${parts.join(condition.kind === 'and' ? ' AND ' : ' OR ')})`;
    }
  }
}

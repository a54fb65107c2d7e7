// ESLint rule `local/data-access`: a method called on TypeORM's entity manager, a repository, a
// query builder, a query runner or the data source itself. The rule is on for the files that must
// not do so (eslint.config.js: everything in src/ but `*.queries.ts` and src/database/), so data
// access stays where the queries are written. Type-aware: the callee's receiver type decides, so a
// Map's `delete` or an array's `find` is not reported.

/** TypeORM's classes (and interfaces) whose methods read or write the database. */
const DATA_ACCESS = new Set([
  'EntityManager',
  'Repository',
  'TreeRepository',
  'MongoRepository',
  'DataSource',
  'QueryRunner',
  'QueryBuilder',
  'SelectQueryBuilder',
  'InsertQueryBuilder',
  'UpdateQueryBuilder',
  'DeleteQueryBuilder',
  'SoftDeleteQueryBuilder',
  'RelationQueryBuilder',
]);

/** Methods that build or compare entities in memory and touch no database. */
const IN_MEMORY = new Set(['create', 'merge', 'hasId', 'getId']);

/** What a receiver is, by its declared type's name (and its base classes'). */
function dataAccessName(type, checker, seen = new Set()) {
  if (!type || seen.has(type)) return undefined;
  seen.add(type);
  if (type.isUnion?.() || type.isIntersection?.()) {
    for (const part of type.types) {
      const name = dataAccessName(part, checker, seen);
      if (name) return name;
    }
    return undefined;
  }
  const symbol = type.getSymbol?.() ?? type.aliasSymbol;
  const name = symbol?.getName();
  if (name && DATA_ACCESS.has(name) && isTypeorm(symbol)) return name;
  for (const base of type.getBaseTypes?.() ?? []) {
    const found = dataAccessName(base, checker, seen);
    if (found) return found;
  }
  return undefined;
}

function isTypeorm(symbol) {
  return (symbol.getDeclarations?.() ?? []).some((d) => /[\\/]typeorm[\\/]/.test(d.getSourceFile().fileName));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Data access only in *.queries.ts and src/database/' },
    schema: [],
    messages: {
      call:
        "'{{method}}' on TypeORM's {{type}}: data access belongs in a *.queries.ts file or src/database/ " +
        '(CONTRIBUTING.md, "Adding a resource with the kit"); call a function from there.',
      inject: '{{what}}: inject Transactions or take a manager, and query in a *.queries.ts file.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) throw new Error('local/data-access needs type information (parserOptions.projectService)');
    const checker = services.program.getTypeChecker();
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression') return;
        const receiver = services.esTreeNodeToTSNodeMap.get(callee.object);
        const type = dataAccessName(checker.getTypeAtLocation(receiver), checker);
        if (!type) return;
        const method = callee.property.type === 'Identifier' ? callee.property.name : '[computed]';
        if (IN_MEMORY.has(method)) return;
        context.report({ node: callee.property, messageId: 'call', data: { method, type } });
      },
      Decorator(node) {
        const expr = node.expression.type === 'CallExpression' ? node.expression.callee : node.expression;
        if (expr.type === 'Identifier' && expr.name === 'InjectRepository') {
          context.report({ node, messageId: 'inject', data: { what: '@InjectRepository' } });
        }
      },
    };
  },
};

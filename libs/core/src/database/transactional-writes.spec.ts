import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

const ROOT = resolve(__dirname, '../../../..');
/** TypeORM methods that write, whatever object (manager, repository, query builder) they are called on. */
const WRITE_METHODS = new Set([
  'insert',
  'update',
  'delete',
  'save',
  'remove',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'upsert',
  'increment',
  'decrement',
  'clear',
]);
const WRITE_SQL = /^\s*(?:WITH\b[\s\S]*?\b)?(?:INSERT\s+INTO|UPDATE\s+\w+|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE)\b/i;
/** Functions that declare a prepared statement (its SQL runs later, through `runPrepared`): not writes themselves. */
const STATEMENT_DECLARATIONS = new Set(['preparedStatement', 'preparedSelect']);
/** Writers of our own whose first argument is what they write through: `events.recordWith(runner, insertion, ...)`. */
const OWN_WRITE_METHODS = new Set(['recordWith']);
/** Types whose holder is inside a transaction by contract: a method taking one writes in its caller's transaction. */
const TRANSACTION_TYPES = new Set(['EntityManager', 'QueryRunner']);

function servicesAndRepositories(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : servicesAndRepositories(path);
    return /\.(service|repository)\.ts$/.test(entry.name) ? [path] : [];
  });
}

function loadProgram(files: string[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (error) => {
        throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
      },
    },
  );
  return ts.createProgram(files, { ...config!.options, noEmit: true, incremental: false });
}

/** The text of a literal, of a statement written with the `sql` tag (libs/core/src/database/sql.ts), or of a function making one. */
const sqlText = (node: ts.Node | undefined): string | undefined => {
  if (node !== undefined && ts.isArrowFunction(node)) return sqlText(node.body);
  if (node !== undefined && ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') return node.template.getText().slice(1);
  return node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    ? node.getText().slice(1)
    : undefined;
};

/**
 * The SQL of an argument: a literal, or a statement bound by a variable declared with one
 * (`RECORD_X(input)` of `const RECORD_X = preparedStatement('x', (input) => sql`UPDATE ...`)`).
 */
function argumentSql(argument: ts.Expression, checker: ts.TypeChecker): string | undefined {
  const literal = sqlText(argument);
  if (literal !== undefined) return literal;
  const bound = ts.isCallExpression(argument) ? argument.expression : argument;
  if (!ts.isIdentifier(bound)) return undefined;
  const declaration = checker.getSymbolAtLocation(bound)?.valueDeclaration;
  const initializer = declaration !== undefined && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  if (initializer === undefined || !ts.isCallExpression(initializer)) return undefined;
  return initializer.arguments.map((part) => sqlText(part)).find((sql) => sql !== undefined && WRITE_SQL.test(sql));
}

/**
 * The object a write goes through: `tx` in `tx.getRepository(X).insert(...)`, `queryRunner` in `fn(queryRunner, 'UPDATE ...')`,
 * `tx` in `runPrepared(tx, INSERT_X(input))`.
 */
function writeTarget(call: ts.CallExpression, checker: ts.TypeChecker): ts.Expression | undefined {
  const callee = call.expression;
  const calleeName = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
  if (STATEMENT_DECLARATIONS.has(calleeName)) return undefined;
  if (OWN_WRITE_METHODS.has(calleeName)) return call.arguments[0];
  if (ts.isPropertyAccessExpression(callee)) {
    const declarations = checker.getSymbolAtLocation(callee.name)?.declarations ?? [];
    const fromTypeOrm = declarations.some((declaration) => declaration.getSourceFile().fileName.includes('/node_modules/typeorm/'));
    if (fromTypeOrm && WRITE_METHODS.has(callee.name.text)) return callee.expression;
    if (callee.name.text === 'query' && WRITE_SQL.test(sqlText(call.arguments[0]) ?? '')) return callee.expression;
  }
  if (call.arguments.slice(1).some((argument) => WRITE_SQL.test(argumentSql(argument, checker) ?? ''))) return call.arguments[0];
  return undefined;
}

/** The variable or parameter a chain of property accesses and calls starts from. */
function rootIdentifier(expression: ts.Expression): ts.Identifier | undefined {
  let node: ts.Expression = expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isCallExpression(node) || ts.isNonNullExpression(node))
      node = node.expression;
    else if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) || ts.isAsExpression(node)) node = node.expression;
    else return ts.isIdentifier(node) ? node : undefined;
  }
}

/** The parameter an expression reaches through local variables (`const repo = tx.getRepository(X)`), if any. */
function rootParameter(expression: ts.Expression, checker: ts.TypeChecker, seen = new Set<ts.Node>()): ts.ParameterDeclaration | undefined {
  const root = rootIdentifier(expression);
  const declaration = root === undefined ? undefined : checker.getSymbolAtLocation(root)?.valueDeclaration;
  if (declaration === undefined || seen.has(declaration)) return undefined;
  seen.add(declaration);
  if (ts.isVariableDeclaration(declaration)) return declaration.initializer === undefined ? undefined : rootParameter(declaration.initializer, checker, seen);
  return ts.isParameter(declaration) ? declaration : undefined;
}

/**
 * A callback of `transaction(...)`, or of `oneStatementWrite(...)`: its one statement is a transaction by itself, and
 * runs inside one when the request holds an Idempotency-Key (so the commit mark commits with it).
 */
const isTransactionCallback = (fn: ts.Node): boolean =>
  ts.isCallExpression(fn.parent) &&
  fn.parent.arguments.includes(fn as ts.Expression) &&
  ((ts.isPropertyAccessExpression(fn.parent.expression) && fn.parent.expression.name.text === 'transaction') ||
    (ts.isIdentifier(fn.parent.expression) && fn.parent.expression.text === 'oneStatementWrite'));

/** A parameter of a `transaction(...)` callback, or one typed EntityManager/QueryRunner (its callers are checked to pass a transaction). */
function holdsTransaction(parameter: ts.ParameterDeclaration, checker: ts.TypeChecker): boolean {
  if (isTransactionCallback(parameter.parent)) return true;
  const type = checker.getTypeAtLocation(parameter);
  const members = (type.isUnion() ? type.types : [type]).filter((member) => (member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) === 0);
  return members.length > 0 && members.every((member) => TRANSACTION_TYPES.has(member.getSymbol()?.getName() ?? ''));
}

function calledDeclaration(call: ts.CallExpression, checker: ts.TypeChecker): ts.Declaration | undefined {
  const name = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  let symbol = checker.getSymbolAtLocation(name);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration;
}

/** `Class.method` of the code around a node. */
function enclosingMethod(node: ts.Node): string {
  let method: ts.Node | undefined = node;
  while (method !== undefined && !ts.isMethodDeclaration(method)) method = method.parent;
  if (method === undefined) return '(top level)';
  const owner = method.parent as ts.ClassLikeDeclaration;
  return `${owner.name?.text ?? '(anonymous)'}.${method.name.getText()}`;
}

function eachCall(node: ts.Node, visit: (call: ts.CallExpression) => void): void {
  if (ts.isCallExpression(node)) visit(node);
  ts.forEachChild(node, (child) => eachCall(child, visit));
}

/**
 * Every write outside a transaction, as `file:line  code`: a write through something that is not a
 * transaction, or a call that hands a non-transaction (e.g. `this.dataSource.manager`) to a
 * function that writes through that parameter (found across files, to a fixpoint).
 */
function writesOutsideTransactions(files: string[]): Array<{ method: string; at: string }> {
  const program = loadProgram(files);
  const checker = program.getTypeChecker();
  const sources = files.map((file) => program.getSourceFile(file)!);
  const functions: ts.FunctionLikeDeclaration[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) functions.push(node as ts.FunctionLikeDeclaration);
    ts.forEachChild(node, collect);
  };
  sources.forEach(collect);

  /** For each function, the indexes of the parameters it writes through (directly or by passing them on). */
  const writesThrough = new Map<ts.Node, Set<number>>();
  const passedToWriter = (call: ts.CallExpression): ts.Expression[] => {
    const target = writeTarget(call, checker);
    if (target !== undefined) return [target];
    const callee = calledDeclaration(call, checker);
    const indexes = callee === undefined ? undefined : writesThrough.get(callee);
    return indexes === undefined ? [] : [...indexes].map((index) => call.arguments[index]).filter((argument) => argument !== undefined);
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const fn of functions) {
      const indexes = writesThrough.get(fn) ?? new Set<number>();
      eachCall(fn.body!, (call) => {
        for (const argument of passedToWriter(call)) {
          const parameter = rootParameter(argument, checker);
          const index = parameter === undefined ? -1 : fn.parameters.indexOf(parameter);
          if (index >= 0 && !indexes.has(index)) {
            indexes.add(index);
            changed = true;
          }
        }
      });
      writesThrough.set(fn, indexes);
    }
  }

  const found: Array<{ method: string; at: string }> = [];
  for (const source of sources) {
    eachCall(source, (call) => {
      for (const argument of passedToWriter(call)) {
        const parameter = rootParameter(argument, checker);
        if (parameter !== undefined && holdsTransaction(parameter, checker)) continue;
        const line = source.getLineAndCharacterOfPosition(call.getStart()).line + 1;
        found.push({ method: enclosingMethod(call), at: `${relative(ROOT, source.fileName)}:${line}  ${call.getText().split('\n')[0].slice(0, 100)}` });
      }
    });
  }
  return found;
}

/**
 * House rule 4: every write of a service or repository runs in a transaction, which is also where
 * the idempotency commit marker records that a request's work committed (libs/core/src/idempotency).
 * A write through `this.dataSource.manager` or an injected repository commits on its own: a crash
 * before the stored response would let a retry with the same Idempotency-Key do the work twice.
 */
describe('writes of services and repositories', () => {
  const files = servicesAndRepositories(join(ROOT, 'libs'));
  /**
   * The worker's bookkeeping of automation runs, webhook deliveries and bulk actions: one statement each (atomic by
   * itself) on the hot path of a processor, outside any HTTP request, so no Idempotency-Key to mark.
   */
  const WORKER_BOOKKEEPING = new Set([
    'AutomationRunsRepository.postpone',
    'AutomationRunsRepository.claimRuns',
    'AutomationRunsRepository.unclaim',
    'AutomationRunsRepository.cancelAbandoned',
    'AutomationRunsRepository.release',
    'AutomationRunsRepository.heartbeat',
    'AutomationRunsRepository.startStep',
    'AutomationRunsRepository.recordSteps',
    'AutomationRunsRepository.endAttempts',
    'WebhooksRepository.cancelDelivery',
    'WebhookDispatchService.recordBatch',
    'RunExecutor.notClaimed',
    'DocumentsRepository.recordText',
    'BulkActionsRepository.insertResultUnlessPresent',
    'BulkActionsRepository.claim',
    'BulkActionsRepository.finish',
  ]);
  let found: Array<{ method: string; at: string }>;
  beforeAll(() => {
    found = writesOutsideTransactions(files);
  }, 60_000);

  it('sees writes: each exemption still names a method that writes outside a transaction', () => {
    expect(files.length).toBeGreaterThan(20);
    expect([...WORKER_BOOKKEEPING].filter((method) => !found.some((write) => write.method === method))).toEqual([]);
  });

  it('all go through a transaction: a transaction(...) callback parameter, or an EntityManager/QueryRunner the caller passes', () => {
    expect(found.filter((write) => !WORKER_BOOKKEEPING.has(write.method)).map((write) => `${write.method}  ${write.at}`)).toEqual([]);
  });
});

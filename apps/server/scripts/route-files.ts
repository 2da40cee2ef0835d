// Checks a rule dependency-cruiser cannot see: under src/modules, routes are
// registered only in files named *routes.ts, so a module's HTTP surface is
// found in one kind of file and a service never grows a handler. A route
// registration is a call of .get/.post/.put/.patch/.delete/.head/.options/
// .all with a path ('/…') first, or of .route({ … }).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = join(root, 'src/modules');
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);

const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('routes.ts'))
  .map((f) => join(modulesDir, f));

const isPath = (n: ts.Node | undefined) =>
  !!n &&
  (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) &&
  n.getText().slice(1).startsWith('/');

const problems: string[] = [];
for (const file of files) {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const first = node.arguments[0];
      if (
        (METHODS.has(name) && isPath(first)) ||
        (name === 'route' && first && ts.isObjectLiteralExpression(first))
      ) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
        problems.push(
          `${relative(root, file)}:${line + 1}: registers a route (${node.getText().slice(0, 60)}…)`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

if (problems.length > 0) {
  console.error(`Routes registered outside a *routes.ts file:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `route files: every route under src/modules is registered in a *routes.ts file (${files.length} other files read)`,
);

// Checks the rule dependency-cruiser cannot see: a table is written only by
// the module that owns it. Tables are declared in src/db/schema/<area>.ts;
// the module of the same name owns them. Every insert, update and delete in
// src/modules/<module>/ (Drizzle calls and raw SQL) must target the module's
// own tables. Reads may join across areas.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = join(root, 'src/db/schema');
const modulesDir = join(root, 'src/modules');

/** Writes a module may make outside its own area, each with its reason. */
const EXCEPTIONS: Record<string, string[]> = {
  // Stock and sales are columns of goods; inventory is their only writer.
  inventory: ['catalog'],
  // The 积分 balance is a column of companies; points is its only writer.
  points: ['company'],
};

/** SQL table name -> area, from the pgTable('name', ...) declarations. */
const areaOfTable = new Map<string, string>();
for (const file of readdirSync(schemaDir)) {
  if (file === 'index.ts') continue;
  const text = readFileSync(join(schemaDir, file), 'utf8');
  for (const m of text.matchAll(/pgTable\(\s*'([a-z_]+)'/g))
    areaOfTable.set(m[1]!, basename(file, '.ts'));
}

const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();

const problems: string[] = [];
const WRITES = new Set(['insert', 'update', 'delete']);
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;

function areaOfIdentifier(id: ts.Identifier): string | null {
  let symbol = checker.getSymbolAtLocation(id);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
  if (!file?.startsWith(schemaDir)) return null;
  return basename(file, '.ts');
}

function check(module: string, sf: ts.SourceFile, node: ts.Node, area: string, what: string) {
  if (area === module || EXCEPTIONS[module]?.includes(area)) return;
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
  problems.push(
    `${relative(root, sf.fileName)}:${line + 1}: module '${module}' writes ${what} of area '${area}'`,
  );
}

for (const sf of program.getSourceFiles()) {
  if (!sf.fileName.startsWith(modulesDir) || sf.fileName.endsWith('.test.ts')) continue;
  const module = relative(modulesDir, sf.fileName).split('/')[0]!;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITES.has(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0])
    ) {
      const area = areaOfIdentifier(node.arguments[0]);
      if (area) check(module, sf, node, area, `table ${node.arguments[0].text}`);
    }
    if (ts.isTaggedTemplateExpression(node)) {
      for (const m of node.getText(sf).matchAll(RAW_WRITE)) {
        const area = areaOfTable.get(m[1]!.toLowerCase());
        if (area) check(module, sf, node, area, `table ${m[1]} (raw SQL)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

if (problems.length > 0) {
  console.error(`Table writes outside their owning module:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `table owners: every write in src/modules stays in its own area (${areaOfTable.size} tables)`,
);

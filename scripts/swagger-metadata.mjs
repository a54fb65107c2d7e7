// The @nestjs/swagger CLI plugin's metadata for the DTOs, generated into src/metadata.ts
// (`npm run openapi:metadata`, also part of `npm run openapi`). `--check` writes nothing and exits 1
// when the committed file is stale.
//
// The plugin reads each `*.dto.ts` class (property types, `?`, class-validator rules, JSDoc) and
// writes what an `@ApiProperty` would otherwise repeat. It runs here, once, rather than as a
// compiler transformer: the app is compiled by `nest build`, by `tsc` for the scripts and by ts-jest
// per file (isolatedModules, no program for a transformer), and all three must document the same
// API. They all compile this one committed file, which `SwaggerModule.loadPluginMetadata` applies
// before the document is built (src/swagger.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import ts from 'typescript';

import { writeOrCheck } from './generated-file.mjs';

/** The plugin's options: the DTO (model) visitor only; controllers declare their responses. */
const PLUGIN_OPTIONS = {
  dtoFileNameSuffix: ['.dto.ts'],
  controllerFileNameSuffix: [],
  classValidatorShim: true,
  introspectComments: true,
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src');
const target = join(source, 'metadata.ts');

const header =
  '// Generated from the DTOs by `npm run openapi:metadata` (scripts/swagger-metadata.mjs, the @nestjs/swagger\n' +
  '// CLI plugin). Do not edit.\n';

const out = mkdtempSync(join(tmpdir(), 'swagger-metadata-'));
let metadata;
try {
  new PluginMetadataGenerator().generate({
    // Import paths are relative to src/, where the file is committed, wherever it is printed.
    visitors: [new ReadonlyVisitor({ ...PLUGIN_OPTIONS, pathToSource: source })],
    tsProgramRef: ReadonlyVisitor.createTsProgram(join(root, 'tsconfig.build.json')),
    outputDir: out,
    filename: 'metadata.ts',
  });
  metadata = `${header}${oneLinePerProperty(readFileSync(join(out, 'metadata.ts'), 'utf8'))}`;
} finally {
  rmSync(out, { recursive: true, force: true });
}

/**
 * The generator prints the metadata on one line; this breaks it at each file, class and property so
 * that a change to a DTO shows in the diff as the lines of the properties it changed.
 */
function oneLinePerProperty(code) {
  const f = ts.factory;
  const multiLine = (object, inner = (value) => value) =>
    f.createObjectLiteralExpression(
      object.properties.map((p) =>
        ts.isPropertyAssignment(p) ? f.createPropertyAssignment(p.name, inner(p.initializer)) : p,
      ),
      true,
    );
  const file = ([importExpression, classes]) =>
    f.createArrayLiteralExpression(
      [importExpression, multiLine(classes, (properties) => multiLine(properties))],
      false,
    );
  const transform = (context) => (sourceFile) => {
    const visit = (node) =>
      ts.isPropertyAssignment(node) &&
      ts.isArrayLiteralExpression(node.initializer) &&
      ['models', 'controllers'].includes(node.name.text)
        ? f.updatePropertyAssignment(
            node,
            node.name,
            f.createArrayLiteralExpression(
              node.initializer.elements.map((e) => file(e.elements)),
              true,
            ),
          )
        : ts.isObjectLiteralExpression(node)
          ? multiLine(ts.visitEachChild(node, visit, context))
          : ts.visitEachChild(node, visit, context);
    return ts.visitNode(sourceFile, visit);
  };
  const source = ts.createSourceFile('metadata.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const [result] = ts.transform(source, [transform]).transformed;
  return ts.createPrinter({ newLine: ts.NewLineKind.LineFeed }).printFile(result);
}

writeOrCheck(target, metadata, 'npm run openapi:metadata');

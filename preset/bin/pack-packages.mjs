// The packages a team installs to build a remote outside this repository (issue 29), made from the same sources the
// shop is built from, as npm tarballs in <root>/dist-packages/ (the server serves them under /packages/, with
// index.json naming each): @snapmall/shared as JavaScript with type declarations (tsc), its CSS and catalogs beside
// it; @snapmall/rspack-preset with shop.json (what the shell this build belongs to provides) and the release command. `npm run build` runs it
// after the shell's build (the preset is the last workspace).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';
import singletons from '../lib/singletons.cjs';

const PRESET = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.dirname(PRESET);
const OUT = path.join(ROOT, 'dist-packages');
const STAGE = path.join(OUT, '.stage');
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const write = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The packages a remote's own repository needs to test with, at the versions the shop is tested with. */
const TEST_TOOLS = ['typescript', 'jest', 'jest-environment-jsdom', '@swc/core', '@swc/jest', '@testing-library/react', '@testing-library/user-event', '@types/jest', '@types/node', '@types/react', '@types/react-dom'];

function emptied(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Every file under `dir` whose name matches, as paths relative to it. */
const filesOf = (dir, test) =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => test.test(file) && fs.statSync(path.join(dir, file)).isFile());

/** `./src/x/index.ts` → the built file and its declarations. */
function builtExport(target) {
  if (!/\.tsx?$/.test(target)) return target.replace(/^\.\/src\//, './dist/');
  const base = target.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '');
  return { types: `${base}.d.ts`, default: `${base}.js` };
}

/** @snapmall/shared built: tsc's JavaScript and declarations, and the files tsc does not copy (CSS, a JS mock). */
function stageShared() {
  const source = path.join(ROOT, 'shared');
  const stage = emptied(path.join(STAGE, 'shared'));
  const tsconfig = path.join(stage, 'tsconfig.json');
  write(tsconfig, {
    extends: path.join(PRESET, 'tsconfig.base.json'),
    compilerOptions: { noEmit: false, declaration: true, rootDir: path.join(source, 'src'), outDir: path.join(stage, 'dist'), types: ['node', 'jest'], typeRoots: [path.join(ROOT, 'node_modules', '@types')] },
    include: [path.join(source, 'src')],
    exclude: [path.join(source, 'src', '**', '*.test.ts'), path.join(source, 'src', '**', '*.test.tsx')],
  });
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', tsconfig], { stdio: 'inherit' });
  fs.rmSync(tsconfig);
  for (const file of filesOf(path.join(source, 'src'), /\.(css|js)$/)) {
    fs.mkdirSync(path.dirname(path.join(stage, 'dist', file)), { recursive: true });
    fs.copyFileSync(path.join(source, 'src', file), path.join(stage, 'dist', file));
  }
  const pkg = read(path.join(source, 'package.json'));
  const exports = Object.fromEntries(Object.entries(pkg.exports).map(([key, target]) => [key, builtExport(target)]));
  delete pkg.private;
  write(path.join(stage, 'package.json'), {
    ...pkg,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: { ...exports, './package.json': './package.json', './test-utils/setup': './dist/test-utils/setup.js', './test-utils/styleMock': './dist/test-utils/styleMock.js' },
    files: ['dist'],
  });
  return stage;
}

/** The preset as it is, with shop.json: what the shell provides, the packages' files, the test tools' versions. */
function stagePreset(packages) {
  const stage = emptied(path.join(STAGE, 'preset'));
  const pkg = read(path.join(PRESET, 'package.json'));
  for (const entry of pkg.files.filter((f) => fs.existsSync(path.join(PRESET, f)))) fs.cpSync(path.join(PRESET, entry), path.join(stage, entry), { recursive: true });
  const provided = Object.fromEntries(Object.entries(singletons.providedShared()).map(([name, { version }]) => [name, version]));
  const rootPkg = read(path.join(ROOT, 'package.json'));
  const testTools = Object.fromEntries(TEST_TOOLS.map((name) => [name, rootPkg.devDependencies[name] ?? read(path.join(ROOT, 'node_modules', name, 'package.json')).version]));
  write(path.join(stage, 'shop.json'), { provided, packages, testTools });
  // `npm run release` of this repository (scripts/release), bundled into one file: a team's `snapmall-remote release`.
  esbuild.buildSync({ entryPoints: [path.join(ROOT, 'scripts', 'release', 'main.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile: path.join(stage, 'bin', 'release.cjs'), logLevel: 'warning' });
  fs.rmSync(path.join(stage, 'bin', 'pack-packages.mjs'));
  // Its build script packs these packages: nothing a team runs.
  delete pkg.scripts;
  write(path.join(stage, 'package.json'), pkg);
  return stage;
}

/** npm pack into dist-packages/; answers the tarball's entry in index.json. */
function pack(stage) {
  const [info] = JSON.parse(execFileSync('npm', ['pack', '--json', '--loglevel=error', '--pack-destination', OUT], { cwd: stage, encoding: 'utf8' }));
  return { name: info.name, version: info.version, file: info.filename, integrity: info.integrity, size: info.size };
}

emptied(OUT);
const sharedStage = stageShared();
const sharedPkg = read(path.join(sharedStage, 'package.json'));
const presetPkg = read(path.join(PRESET, 'package.json'));
const fileName = (name, version) => `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
const shared = pack(sharedStage);
const preset = pack(stagePreset({ [sharedPkg.name]: fileName(sharedPkg.name, sharedPkg.version), [presetPkg.name]: fileName(presetPkg.name, presetPkg.version) }));
write(path.join(OUT, 'index.json'), { packages: [shared, preset] });
fs.rmSync(STAGE, { recursive: true, force: true });
console.log(`Packages in ${path.relative(process.cwd(), OUT) || '.'}: ${[shared, preset].map((p) => p.file).join(', ')}`);

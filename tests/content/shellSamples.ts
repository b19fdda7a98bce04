/**
 * Checks of the shell samples (`bash` blocks, and the scripts of `package.json` samples) against
 * `platform/facts.ts`: every `merchantry` command exists and takes the flags it is given, every
 * `npm run`/`yarn`/`pnpm` script is a script a store or a workspace has, and every environment
 * variable is the platform's, a listed host's or tool's, or a shell variable the block sets and
 * reads itself.
 */
import {
  CLI_BINARY,
  CLI_COMMANDS,
  ENV_VAR_NAMES,
  STORE_SCRIPTS,
  THIRD_PARTY_ENV_VARS,
  WORKSPACE_SCRIPTS,
  type CliCommand,
} from '../../platform/facts';
import {where, type CodeSample} from './codeSamples';

export const SHELL_LANGUAGES = ['bash', 'sh', 'shell'] as const;

const COMMANDS = new Map(CLI_COMMANDS.map((command) => [command.command, command]));
const SCRIPTS = new Set<string>([...STORE_SCRIPTS.keys(), ...WORKSPACE_SCRIPTS]);
// Subcommands of the package managers that are not scripts.
const YARN_OWN = new Set(['install', 'add', 'remove', 'create', 'dlx', 'workspace', 'workspaces', 'init', 'up', 'upgrade', 'why', 'set', 'global', 'info', 'npm', 'run', 'exec', 'pack', 'version', 'config']);
const PNPM_OWN = new Set(['install', 'i', 'add', 'remove', 'create', 'dlx', 'exec', 'init', 'update', 'up', 'why', 'import', 'store', 'setup', 'env', 'list', 'ls', 'publish', 'run', 'prune']);

function isKnownVariable(name: string): boolean {
  return ENV_VAR_NAMES.has(name) || name in THIRD_PARTY_ENV_VARS;
}

function unquote(token: string): string {
  return token.replace(/^(['"])(.*)\1$/, '$2');
}

/** Words of a command, quotes kept together. */
function words(command: string): string[] {
  return (command.match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map(unquote);
}

function checkFlags(command: CliCommand, args: string[], via: string): string[] {
  const flags = args.filter((arg) => arg.startsWith('-')).map((arg) => arg.split('=')[0]!);
  return flags
    .filter((flag) => !command.flags.includes(flag))
    .map((flag) => `${via}: \`${CLI_BINARY} ${command.command}\` has no flag ${flag} (it takes ${command.flags.join(', ') || 'none'})`);
}

function checkMerchantry(args: string[]): string[] {
  const [name, ...rest] = args;
  if (!name || name.startsWith('-')) return [];
  const command = COMMANDS.get(name);
  if (!command) return [`\`${CLI_BINARY} ${name}\` is not a command (known: ${[...COMMANDS.keys()].join(', ')})`];
  return checkFlags(command, rest, `${CLI_BINARY} ${name}`);
}

function checkScript(script: string, passed: string[], via: string): string[] {
  if (!SCRIPTS.has(script)) return [`${via}: no store or workspace has a script "${script}" (known: ${[...SCRIPTS].join(', ')})`];
  const command = STORE_SCRIPTS.get(script);
  return command ? checkFlags(command, passed, via) : [];
}

/** Problems of one simple command (no `&&`, pipes or `;`), empty when it only uses known names. */
function checkSimpleCommand(text: string): string[] {
  const tokens = words(text);
  const problems: string[] = [];
  while (tokens.length > 0 && /^[A-Z][A-Z0-9_]*=/.test(tokens[0]!)) {
    const name = tokens.shift()!.split('=')[0]!;
    if (tokens.length > 0 && !isKnownVariable(name)) problems.push(`environment variable ${name} is not a platform variable`);
  }
  while (tokens[0] === 'sudo' || tokens[0] === 'exec' || tokens[0] === 'time') tokens.shift();
  const [tool, ...args] = tokens;
  if (tool === CLI_BINARY) return [...problems, ...checkMerchantry(args)];
  if (tool === 'npx' && args[0] === CLI_BINARY) return [...problems, ...checkMerchantry(args.slice(1))];
  if (tool === 'npm') {
    if ((args[0] === 'run' || args[0] === 'run-script') && args[1] && !args[1].startsWith('-')) {
      const separator = args.indexOf('--');
      return [...problems, ...checkScript(args[1], separator < 0 ? [] : args.slice(separator + 1), `npm run ${args[1]}`)];
    }
    if (args[0] === 'start') return [...problems, ...checkScript('start', args.slice(args.indexOf('--') + 1 || args.length), 'npm start')];
    if (args[0] === 'exec' && args[1] === CLI_BINARY) return [...problems, ...checkMerchantry(args.slice(2))];
    return problems;
  }
  if (tool === 'yarn') {
    if (args[0] === CLI_BINARY) return [...problems, ...checkMerchantry(args.slice(1))];
    if (args[0] === 'workspace' && args[2] && !YARN_OWN.has(args[2])) return [...problems, ...checkScript(args[2], [], `yarn workspace ${args[1]} ${args[2]}`)];
    if (args[0] === 'run' && args[1]) return [...problems, ...checkScript(args[1], args.slice(2), `yarn run ${args[1]}`)];
    if (args[0] && !args[0].startsWith('-') && !YARN_OWN.has(args[0])) return [...problems, ...checkScript(args[0], args.slice(1), `yarn ${args[0]}`)];
    return problems;
  }
  if (tool === 'pnpm') {
    let rest = args;
    if (rest[0] === '--filter' || rest[0] === '-F') rest = rest.slice(2);
    if (rest[0] === 'exec' && rest[1] === CLI_BINARY) return [...problems, ...checkMerchantry(rest.slice(2))];
    if (rest[0] === 'run' && rest[1]) return [...problems, ...checkScript(rest[1], rest.slice(2), `pnpm run ${rest[1]}`)];
    if (rest[0] && !rest[0].startsWith('-') && !PNPM_OWN.has(rest[0])) return [...problems, ...checkScript(rest[0], rest.slice(1), `pnpm ${rest[0]}`)];
    return problems;
  }
  return problems;
}

const ASSIGNMENT = /^(?:export\s+|readonly\s+|local\s+)?([A-Z][A-Z0-9_]*)=("[^"]*"|'[^']*'|\$\(.*\)|\S*)$/;

/** Problems of one command line: each command between `&&`, `||`, `;` and `|`. */
export function checkCommandLine(line: string): string[] {
  const assignment = ASSIGNMENT.exec(line.trim());
  if (assignment) {
    const value = assignment[2]!;
    return value.startsWith('$(') ? checkCommandLine(value.slice(2, -1)) : [];
  }
  return line.split(/&&|\|\||;|\|/).flatMap((command) => checkSimpleCommand(command.trim()));
}

/** The statements of a shell block: continuation lines joined, comments, prompts and heredoc bodies dropped. */
export function shellStatements(code: string): string[] {
  const statements: string[] = [];
  let pending = '';
  let heredoc: string | undefined;
  for (const raw of code.split('\n')) {
    if (heredoc) {
      if (raw.trim() === heredoc) heredoc = undefined;
      continue;
    }
    const line = raw.replace(/^\s*\$ /, '').replace(/(^|\s)#(?![!]).*$/, '$1').trimEnd();
    const marker = /<<-?\s*['"]?(\w+)['"]?/.exec(line);
    if (marker) heredoc = marker[1];
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const statement = (pending + line).trim();
    pending = '';
    if (statement) statements.push(statement);
  }
  return statements;
}

/**
 * Problems of the shell samples, each with its page and line. A reader runs a page's blocks in one
 * shell, so a variable one block sets may be read by the next.
 */
export function checkShellSamples(samples: CodeSample[]): string[] {
  const byPage = new Map<string, CodeSample[]>();
  for (const sample of samples) byPage.set(sample.page, [...(byPage.get(sample.page) ?? []), sample]);
  return [...byPage.values()].flatMap((page) => checkPage(page));
}

function checkPage(samples: CodeSample[]): string[] {
  const blocks = samples.map((sample) => ({sample, statements: shellStatements(sample.code)}));
  const assigned = new Set<string>();
  const read = new Set<string>();
  for (const {statements} of blocks) {
    for (const statement of statements) {
      const set = ASSIGNMENT.exec(statement);
      if (set) assigned.add(set[1]!);
      for (const match of statement.matchAll(/\b(?:read(?:\s+-\w+)*|for)\s+([A-Z][A-Z0-9_]*)\b/g)) assigned.add(match[1]!);
      for (const match of statement.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)) read.add(match[1]!);
    }
  }
  return blocks.flatMap(({sample, statements}) => {
    const problems = statements.flatMap((statement) => checkCommandLine(statement));
    for (const statement of statements) {
      for (const match of statement.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)) {
        const name = match[1]!;
        if (!assigned.has(name) && !isKnownVariable(name)) problems.push(`reads $${name}, which the page does not set and the platform does not define`);
      }
      // Set and never read on the page: meant for the environment (.env files).
      const set = ASSIGNMENT.exec(statement);
      if (set && !read.has(set[1]!) && !isKnownVariable(set[1]!)) problems.push(`sets ${set[1]}, which is not a platform variable`);
      for (const match of statement.matchAll(/(?:config:set|--settings|--env|-e)\s+((?:[A-Z][A-Z0-9_]*=\S+\s*)+)/g)) {
        for (const pair of match[1]!.trim().split(/\s+/)) {
          const name = pair.split('=')[0]!;
          if (!isKnownVariable(name)) problems.push(`sets ${name}, which is not a platform variable`);
        }
      }
    }
    return [...new Set(problems)].map((problem) => `${where(sample)}: ${problem}`);
  });
}

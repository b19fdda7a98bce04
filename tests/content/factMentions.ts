/**
 * Names and numbers a page may mention only when the facts module lists them: environment
 * variables, `merchantry` commands, npm scripts, config keys, Node.js / npm / PostgreSQL versions
 * and ports. Shell and JSON samples get the stricter checks of `shellSamples.ts` and
 * `jsonSamples.ts`; this scan covers the prose and every code block.
 */
import {
  CLI_BINARY,
  CLI_COMMANDS,
  ENV_VAR_NAMES,
  isConfigKey,
  PORT_NUMBERS,
  STORE_SCRIPTS,
  THIRD_PARTY_ENV_VARS,
  VERSIONS,
  WORKSPACE_SCRIPTS,
} from '../../platform/facts';

export interface Mention {
  index: number;
  text: string;
  problem: string;
}

// Upper-case names with an underscore that are not environment variables.
const NOT_VARIABLES: Record<string, string> = {
  PG_TRGM: 'the PostgreSQL extension, as Azure lists it',
  ERR_REQUIRE_ESM: 'a Node.js error code',
};

const COMMANDS = new Set(CLI_COMMANDS.map((command) => command.command));
const SCRIPTS = new Set<string>([...STORE_SCRIPTS.keys(), ...WORKSPACE_SCRIPTS]);
// Host names and file names that look like config keys.
const NOT_A_KEY = /\.(xml|txt|json|com|org|io|net|app|example|js|ts|tsx|css|scss|graphql|csv|md|mdx|yml|yaml|html|env|sh)$/;

/** Replaces fenced code with blank lines of the same length, so prose indexes stay valid. */
export function proseOf(text: string): string {
  return text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2\s*$/gm, (block) => block.replace(/[^\n]/g, ' '));
}

export function factMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  const prose = proseOf(text);
  const add = (index: number, match: string, problem: string) => mentions.push({index, text: match, problem});
  // Shell variables the page's own samples set (TOKEN=$(curl ...)) may be named in its prose.
  const shellVariables = new Set([...text.matchAll(/^\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
  const isVariable = (name: string) => ENV_VAR_NAMES.has(name) || name in THIRD_PARTY_ENV_VARS || name in NOT_VARIABLES || shellVariables.has(name);

  // Environment variables: backticked names with an underscore in prose, and process.env anywhere.
  for (const match of prose.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)) {
    if (!isVariable(match[1]!)) add(match.index, match[0], `${match[1]} is not an environment variable of the platform`);
  }
  for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) {
    if (!isVariable(match[1]!)) add(match.index, match[0], `${match[1]} is not an environment variable of the platform`);
  }

  // CLI commands and npm scripts, in prose and code.
  for (const match of text.matchAll(new RegExp(`(?<![\\w/@.-])${CLI_BINARY} ([a-z][\\w:-]*)`, 'g'))) {
    if (!COMMANDS.has(match[1]!)) add(match.index, match[0], `\`${CLI_BINARY} ${match[1]}\` is not a CLI command`);
  }
  for (const match of text.matchAll(/\bnpm run ([a-z][\w:-]*)/g)) {
    if (!SCRIPTS.has(match[1]!)) add(match.index, match[0], `"${match[1]}" is not a store or workspace script`);
  }

  // Config keys in backticks.
  for (const match of prose.matchAll(/`([a-z][A-Za-z_]*(?:\.(?:[A-Za-z_]+|<[^>`]+>))+)`/g)) {
    const key = match[1]!;
    if (!NOT_A_KEY.test(key) && !isConfigKey(key)) add(match.index, match[0], `${key} is not a key of the config schema`);
  }

  // Versions.
  // Versions below the platform's minimums.
  const versionChecks: Array<[RegExp, number, string]> = [
    [/\bNode(?:\.js)? v?(\d+)/g, VERSIONS.node.minimum, 'Node.js'],
    [/\bnpm (\d+)\b/g, VERSIONS.npm.minimum, 'npm'],
    [/\b(?:PostgreSQL|Postgres|postgres:)\s?(\d+)\b/g, VERSIONS.postgres.minimum, 'PostgreSQL'],
  ];
  for (const [pattern, minimum, name] of versionChecks) {
    for (const match of text.matchAll(pattern)) {
      if (Number(match[1]) < minimum) add(match.index, match[0], `${name} ${match[1]} is below the supported ${name} ${minimum}`);
    }
  }

  // Ports of local URLs: the store's own, PostgreSQL's and the proxy's.
  for (const match of text.matchAll(/\b(?:localhost|127\.0\.0\.1|0\.0\.0\.0):(\d{2,5})\b/g)) {
    if (!PORT_NUMBERS.has(Number(match[1]))) add(match.index, match[0], `port ${match[1]} is not one the platform uses`);
  }
  return mentions;
}

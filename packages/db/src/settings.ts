// The settings kit: each environment variable a program reads is declared once (its zod schema, default, what
// production demands of it and its description), a program reads all of its declarations at start and gets every
// problem at once, each naming its variable, and the settings tables of docs/operations.md are printed from the same declarations
// (scripts/settings-readme.mjs), so the documentation cannot drift from what is read. Shared by the gateway and the
// reference services (each keeps its own table of declarations beside its main.ts).
import { z } from 'zod';

export { z };

/** The environment as read: process.env, or a test's object. */
export type Env = Readonly<Record<string, string | undefined>>;

export interface SettingDeclaration<T> {
  /** Parses the variable's text (trimmed; never blank: an unset or blank variable takes the default). */
  schema: z.ZodType<T, string>;
  /** The value when unset; absent: undefined (the setting is optional, or `required`). */
  default?: NoInfer<T>;
  /** The default as the settings table shows it when it is not the value itself (computed, generated, another variable's). */
  defaultText?: string;
  /** Every run needs it (the program cannot start without it). */
  required?: boolean;
  /** What production demands: set (`required`) and not one of the development stack's `demo` values. */
  production?: { required?: boolean; demo?: readonly string[]; what: string };
  /** The secret's text is kept as given (passwords may start or end with spaces); others are trimmed. */
  untrimmed?: boolean;
  /** The settings table's meaning column (Markdown). */
  description: string;
}

export interface Setting<T> extends SettingDeclaration<T> {
  /** The value from the environment, or the problem in words (the variable's name leads it). */
  read(name: string, env: Env): { ok: true; value: T } | { ok: false; problem: string };
}

/** One declaration. With a default (or `required`), the value is never undefined. */
// NoInfer: the value's type is the schema's (a default of 'info' must not widen a list of words to string).
export function setting<T>(declaration: SettingDeclaration<T> & ({ default: NoInfer<T> } | { required: true })): Setting<T>;
export function setting<T>(declaration: SettingDeclaration<T>): Setting<T | undefined>;
export function setting<T>(declaration: SettingDeclaration<T>): Setting<T | undefined> {
  return {
    ...declaration,
    read(name, env) {
      const given = env[name];
      const raw = given === undefined || given.trim() === '' ? undefined : declaration.untrimmed ? given : given.trim();
      if (raw === undefined) {
        if (declaration.required) return { ok: false, problem: `${name} is not set (${shortDescription(declaration.description)})` };
        return { ok: true, value: declaration.default };
      }
      const parsed = declaration.schema.safeParse(raw);
      if (parsed.success) return { ok: true, value: parsed.data };
      // Secrets and URLs carrying credentials are not echoed into the log.
      const shown = declaration.production?.demo || declaration.untrimmed || raw.includes('@') ? '' : `, got '${raw}'`;
      return { ok: false, problem: `${name} ${parsed.error.issues[0]?.message ?? 'is not valid'}${shown}` };
    },
  };
}

function shortDescription(description: string): string {
  return description
    .split(/[.;:(]/)[0]
    .replace(/`/g, '')
    .trim();
}

export type Declarations = Record<string, Setting<unknown>>;
export type SettingValues<D extends Declarations> = { [K in keyof D]: D[K] extends Setting<infer T> ? T : never };

export type SettingsResult<D extends Declarations> = { ok: true; values: SettingValues<D> } | { ok: false; problems: string[] };

/**
 * Every declared variable read and checked: the values, or every problem at once (an invalid value, a missing
 * required one, and with `production` each one production needs that is unset or on a demo value).
 */
export function readSettings<D extends Declarations>(declarations: D, env: Env, options: { production: boolean }): SettingsResult<D> {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(declarations)) {
    const given = env[name]?.trim() ?? '';
    const demand = options.production ? declared.production : undefined;
    if (demand?.demo?.includes(given) && given !== '') {
      problems.push(`${name} is a demo value (${demand.what}); set the site's own in production.`);
      continue;
    }
    if (demand && given === '' && (demand.required || demand.demo?.includes(''))) {
      problems.push(`${name} is required in production (${demand.what}).`);
      continue;
    }
    const read = declared.read(name, env);
    if (read.ok) values[name] = read.value;
    else problems.push(read.problem);
  }
  return problems.length ? { ok: false, problems } : { ok: true, values: values as SettingValues<D> };
}

/** The settings table of one program (Markdown): variable, meaning, default, and what production needs. */
export function settingsTable(declarations: Declarations): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = Object.entries(declarations).map(([name, declared]) => {
    const fallback = declared.defaultText ?? (declared.default === undefined ? '—' : `\`${String(declared.default)}\``);
    const production = declared.required
      ? 'required (always)'
      : declared.production?.required || declared.production?.demo?.includes('')
        ? declared.production.demo?.some((value) => value !== '')
          ? 'required, not the demo value'
          : 'required'
        : declared.production?.demo
          ? 'not the demo value'
          : '';
    return `| \`${name}\` | ${cell(declared.description)} | ${cell(fallback)} | ${production} |`;
  });
  return ['| variable | meaning | default | production |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

// Schemas for the common kinds of values; each message completes the sentence that starts with the variable's name.

/** A whole number within bounds. */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
  const message = `must be a whole number ${range}`;
  return z
    .string()
    .regex(/^-?\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** A whole number of milliseconds, 0 or more. */
export const milliseconds = () => z.string().regex(/^\d+$/, { error: 'must be a whole number of milliseconds (0 or more)' }).transform(Number);

/** A TCP port (0: any free one). */
export const port = () => wholeNumber(0, 65_535);

/** One of the listed words. */
export function oneOf<const W extends readonly [string, ...string[]]>(words: W) {
  return z.enum(words, { error: `must be one of ${words.map((w) => `'${w}'`).join(', ')}` });
}

/** `true` or `false`. */
export const flag = () =>
  z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }))
    .transform((word) => word === 'true');

/** Any text. */
export const text = () => z.string();

/** An absolute http(s) URL without credentials, query or fragment (normalised by URL). */
export const httpUrl = () =>
  z.string().transform((raw, ctx) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
      return z.NEVER;
    }
    if (url.username || url.password || url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: 'must not carry credentials, a query or a fragment' });
      return z.NEVER;
    }
    return url.toString();
  });

/** A database URL (postgres:// or postgresql://). */
export const postgresUrl = () => z.string().regex(/^postgres(ql)?:\/\/./, { error: 'must be a postgres:// URL' });

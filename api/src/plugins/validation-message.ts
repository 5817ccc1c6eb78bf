/**
 * Turns a schema validation failure into one sentence a person can act on, in their language:
 * "Quantity must be at most 9999." rather than "cartItems.0.quantity must be <= 9999". The field is
 * named by its label (errors:validation.fields), never by its path; the first problem is enough.
 */
import type { TFunction } from 'i18next';

/** What Fastify's validator (Ajv) reports per problem; only the parts read here. */
interface ValidationProblem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const KEYWORD_MESSAGES: Record<string, string> = {
  minimum: 'tooSmall',
  exclusiveMinimum: 'tooSmall',
  maximum: 'tooLarge',
  exclusiveMaximum: 'tooLarge',
  minLength: 'tooShort',
  maxLength: 'tooLong',
  maxItems: 'tooMany',
};

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'wholeNumber',
  number: 'number',
  string: 'text',
  boolean: 'yesNo',
  array: 'list',
};

/** The last named segment of the path (`/cartItems/0/quantity` → `quantity`). */
function fieldName(problem: ValidationProblem): string | null {
  const missing = problem.params.missingProperty;
  if (typeof missing === 'string') return missing;
  const segments = problem.instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
  return segments.at(-1) ?? null;
}

/** The field's human name (errors:validation.fields.<name>); "A value" for a name without one. */
function fieldLabel(t: TFunction, name: string | null): string {
  // A missing key comes back without its namespace prefix, so it is told apart by the empty default.
  const label = name ? t(`errors:validation.fields.${name}`, { defaultValue: '' }) : '';
  return label || t('errors:validation.aValue');
}

/**
 * Whether the field's label takes a plural verb in this language ("Notes are required.", "Notas
 * deben ser texto."): errors:validation.pluralFields lists those fields, since a label's grammatical
 * number differs between languages (Stock, Existencias). Their sentences are the `_plural` context.
 */
function pluralContext(t: TFunction, name: string | null): { context?: 'plural' } {
  return name && t('errors:validation.pluralFields').split(' ').includes(name) ? { context: 'plural' } : {};
}

/** How deep a problem lies: a union's members report one problem each, the deepest names the field. */
const depth = (problem: ValidationProblem) =>
  problem.instancePath.split('/').length + (typeof problem.params.missingProperty === 'string' ? 1 : 0);

/** The problem to tell: the first of the deepest (a union's `anyOf` summary comes last and is never deeper). */
function mainProblem(problems: readonly ValidationProblem[]): ValidationProblem | undefined {
  return problems.reduce<ValidationProblem | undefined>(
    (best, problem) => (!best || depth(problem) > depth(best) ? problem : best),
    undefined,
  );
}

export function validationSentence(t: TFunction, problems: readonly ValidationProblem[]): string {
  const problem = mainProblem(problems);
  if (!problem) return t('errors:validation.invalid', { field: t('errors:validation.aValue') });
  const name = fieldName(problem);
  const field = fieldLabel(t, name);
  const context = pluralContext(t, name);
  const { keyword, params } = problem;
  if (keyword === 'required') return t('errors:validation.required', { field, ...context });
  if (keyword === 'additionalProperties') {
    return t('errors:validation.unknownField', { name: String(params.additionalProperty ?? '') });
  }
  if (keyword === 'minLength' && params.limit === 1) return t('errors:validation.required', { field, ...context });
  if (keyword === 'type') {
    const expected = String(params.type ?? '').split(',')[0] ?? '';
    return t(`errors:validation.${TYPE_MESSAGES[expected] ?? 'invalid'}`, { field, ...context });
  }
  if (keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return t('errors:validation.oneOf', { field, choices: params.allowedValues.join(', '), ...context });
  }
  const message = KEYWORD_MESSAGES[keyword];
  if (message) return t(`errors:validation.${message}`, { field, limit: params.limit, ...context });
  return t('errors:validation.invalid', { field, ...context });
}

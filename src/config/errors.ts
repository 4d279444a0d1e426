import * as v from 'valibot';

/** One problem in a tenant file: where it is and what was expected. */
export interface ConfigProblem {
  file: string;
  /** Dotted key path, e.g. search.hitsPerPage or locations.2.address.postcode. */
  path: string;
  message: string;
}

/** A tenant's configuration cannot be used. Fails that tenant's build only (CFG-03). */
export class TenantConfigError extends Error {
  readonly tenant: string;
  readonly problems: ConfigProblem[];

  constructor(tenant: string, problems: ConfigProblem[]) {
    const lines = problems.map((p) => `  ${p.file}${p.path ? ` at ${p.path}` : ''}: ${p.message}`);
    super(`Tenant "${tenant}" has invalid configuration:\n${lines.join('\n')}`);
    this.name = 'TenantConfigError';
    this.tenant = tenant;
    this.problems = problems;
  }
}

/** Turns valibot issues into problems naming the key path and the expected type. */
export function problemsFromIssues(file: string, issues: readonly v.BaseIssue<unknown>[]): ConfigProblem[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '';
    const key = issue.path?.at(-1)?.key;
    let message = issue.message;
    if (issue.type === 'strict_object' && issue.expected === 'never') {
      // A key the schema does not have: most often a misspelling.
      message = `unknown setting "${String(key)}" (check the spelling)`;
    } else if ((issue.type === 'strict_object' || issue.type === 'object') && issue.input === undefined) {
      message = `required setting "${String(key)}" is missing`;
    }
    return { file, path, message };
  });
}
